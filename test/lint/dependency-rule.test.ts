import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints a snippet as if it were the given file, with the project's real eslint.config.js. */
const lint = async (filePath: string, code: string): Promise<string[]> => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
};

describe('the dependency rule (eslint.config.js)', () => {
  it('fails a core file that imports React', async () => {
    const messages = await lint('core/country/bad.ts', "import React from 'react';\nexport const x = React;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/'react' import is restricted.*core\/ imports only core\/, io-ts and fp-ts \(dependency rule\)/);
  });

  it('fails a core file that imports an adapter or ui', async () => {
    const messages = await lint(
      'core/footer/bad.ts',
      "import { a } from '../../adapters/http/x';\nimport { b } from '../../ui/y';\nexport const c = [a, b];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/adapters\/http\/x' import is restricted.*forbids importing adapters\//);
    expect(messages[1]).toMatch(/ui\/y' import is restricted.*forbids importing ui\//);
  });

  it('fails a core file that touches window, document or timers', async () => {
    const messages = await lint(
      'core/layout/bad.ts',
      'export const w = () => window.innerWidth + document.title.length;\nsetTimeout(() => 1, 5);\n',
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain('"window" must come through a port');
  });

  it('lets core import core, io-ts and fp-ts', async () => {
    expect(
      await lint(
        'core/footer/good.ts',
        "import * as t from 'io-ts';\nimport { pipe } from 'fp-ts/function';\nimport { COUNTRIES } from '../country/country';\nexport const x = [t, pipe, COUNTRIES];\n",
      ),
    ).toEqual([]);
  });

  it('fails ui importing adapters or composition, or axios', async () => {
    const messages = await lint(
      'ui/footer/bad.tsx',
      "import { a } from '../../adapters/http/x';\nimport { b } from '../../composition/app';\nimport axios from 'axios';\nexport const c = [a, b, axios];\n",
    );
    expect(messages).toHaveLength(3);
  });

  it('fails adapters importing ui', async () => {
    const messages = await lint('adapters/browser/bad.ts', "import { a } from '../../ui/app/injection';\nexport const b = a;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('The dependency rule forbids importing ui/ from here.');
  });

  it('lets composition import everything', async () => {
    expect(
      await lint(
        'composition/good.ts',
        "import { a } from '../adapters/x';\nimport { b } from '../ui/y';\nimport { c } from '../core/z';\nexport const d = [a, b, c];\n",
      ),
    ).toEqual([]);
  });
});
