// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strongEtag } from '../../../adapters/server/page-etag';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('a page’s strong ETag', () => {
  it('is the quoted SHA-1 of the page’s bytes, the same with the runtime’s synchronous hash and with Web Crypto', async () => {
    const page = bytes('<!doctype html><html lang="de-DE"><title>Bohne &amp; Haus – Startseite</title></html>');
    const expected = `"${createHash('sha1').update(page).digest('hex')}"`;
    expect(await strongEtag(page)).toBe(expected);
    expect(await strongEtag(page, null)).toBe(expected);
  });

  it('changes with any byte of the page', async () => {
    expect(await strongEtag(bytes('<p>Kaffee</p>'))).not.toBe(await strongEtag(bytes('<p>Kaffe </p>')));
  });

  it('hashes the page in one synchronous call where the runtime has one (no thread-pool round trip per page)', async () => {
    const calls: number[] = [];
    const hashing = {
      createHash: () => ({
        update: (chunk: Uint8Array) => {
          calls.push(chunk.byteLength);
          return { digest: () => 'f'.repeat(40) };
        },
      }),
    };
    expect(await strongEtag(bytes('x'.repeat(30_000)), hashing)).toBe(`"${'f'.repeat(40)}"`);
    expect(calls).toEqual([30_000]);
  });
});
