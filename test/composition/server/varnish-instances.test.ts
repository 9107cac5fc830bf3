// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEALTH_PATH } from '../../../composition/server/storefront-app';
import { entriesVcl } from '../../browser/support/behind-cdn';

// The entry instances in deploy/varnish/ (docs/deployment.md, "More than one instance"); the behind-cdn journeys run them.
describe('deploy/varnish: the entry instances', () => {
  const vcl = readFileSync('deploy/varnish/storefront.vcl', 'utf8');
  const shipped = readFileSync('deploy/varnish/storefront-entries.vcl', 'utf8');
  const backends = (text: string) => [...text.matchAll(/backend (\w+) \{([^}]*)\}/g)];

  it('probes every instance on the entry’s health address, and adds every one to the director', () => {
    expect(vcl).toMatch(new RegExp(`probe storefront_health \\{[^}]*\\.url = "${HEALTH_PATH}";`));
    expect(vcl).toContain('include "storefront-entries.vcl";');
    for (const text of [shipped, entriesVcl([3000, 3001, 3002, 3003])]) {
      const names = backends(text).map((match) => match[1]);
      expect(names.length).toBeGreaterThanOrEqual(3);
      for (const [, name, body] of backends(text)) {
        expect(body, name).toContain('.probe = storefront_health;');
        expect(text, name).toContain(`storefront.add_backend(${name});`);
      }
    }
  });

  it('asks a failed request once of another instance, and never keeps a posted form’s body to send it again', () => {
    expect(vcl).toMatch(/alt=bereq\.retries/);
    const error = /sub vcl_backend_error \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(error).toMatch(/bereq\.retries == 0\) \{\s*return \(retry\);/);
    const response = /sub vcl_backend_response \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(response).toMatch(
      /beresp\.status >= 500 && bereq\.retries == 0 && [^)]*bereq\.method ~ "\^\(GET\|HEAD\)\$"\) \{\s*return \(retry\);/,
    );
    expect(vcl.replace(/#.*$/gm, '')).not.toContain('cache_req_body');
  });
});
