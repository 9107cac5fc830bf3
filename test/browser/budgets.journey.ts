import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { each, expect, test } from './support/fixtures';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { BUDGETS } from '../bench/budgets';
import { measureFirstLoad } from '../bench/measure/first-load';
import { measureFloor } from '../bench/measure/floor';
import { gzSize } from '../bench/measure/gzip';
import { lazyChunks } from '../bench/measure/lazy-chunks';
import { baseUrl, launch, partnerUrl, type Session } from './support/browser';

/** A file of one of the runtime's chunks (`shop-react`, `shop-runtime`) in the build. */
const runtimeChunk = (name: string): RegExp => new RegExp(`/${name}-[\\w-]+\\.js$`);

/** Every route but the catalogue, whose demos on screen wake at once (README: Performance). */
const ROUTES = ['/', '/subscribenewsletter', '/newsletter/confirm?token=x', '/newsletter/preferences?token=x', '/contact'];

// Byte budgets are deterministic, so npm test holds them; time budgets live in `npm run bench`.
test.describe('what a shopper downloads (byte budgets)', () => {
  let session: Session;
  let floorGz = 0;
  const distDir = process.env.STOREFRONT_DIST ?? 'dist';
  test.beforeAll(async () => {
    session = await launch();
    floorGz = (await measureFloor()).jsGz;
  });
  test.afterAll(async () => {
    await session.close();
  });

  each(COUNTRY_CODES.flatMap((code) => [[code, 375] as const, [code, 1440] as const]))(
    '%s at %i px: without interacting, only the island loader (no React, no copy, no preview code) and the CSS budget',
    async (code, width) => {
      const load = await measureFirstLoad(session.context, `${baseUrl()}/?country=${COUNTRIES[code].slug}`, width, { idleMs: 1000 });
      expect(load.jsGz, `script without interacting: ${load.jsGz} B gz`).toBeLessThanOrEqual(BUDGETS.idleScriptGz);
      expect(load.cssGz).toBeLessThanOrEqual(BUDGETS.cssGz);
      const { chunks } = lazyChunks(distDir);
      const loaded = (chunk: { file: string }) => load.urls.some((url) => url.endsWith(chunk.file));
      expect(chunks.filter(loaded).map((chunk) => chunk.name)).toEqual([]);
      expect(load.urls.filter((url) => url.includes('/service/preview/'))).toEqual([]);
    },
  );

  each(ROUTES)('DE and TR %s: little script without interacting; every island awake within the floor', async (route) => {
    for (const prefix of ['', '/tr']) {
      const url = `${baseUrl()}${prefix}${route}`;
      const idle = await measureFirstLoad(session.context, url, 375, { idleMs: 3000 });
      expect(idle.jsGz, `${prefix}${route} without interacting`).toBeLessThanOrEqual(BUDGETS.idleScriptGz);
      const awake = await measureFirstLoad(session.context, url, 375, { idleMs: 0, wakeAllIslands: true });
      expect(awake.jsGz, `${prefix}${route} with every island awake: ${awake.jsGz} B (floor ${floorGz} B)`).toBeLessThanOrEqual(
        BUDGETS.awakeJsGzCeiling,
      );
      const { chunks } = lazyChunks(distDir);
      const copies = chunks.filter((chunk) => chunk.name.startsWith('copy ') && awake.urls.some((url) => url.endsWith(chunk.file)));
      expect(copies.map((chunk) => chunk.name)).toEqual([`copy ${prefix === '' ? 'de-DE' : 'tr-TR'}`]);
    }
  });

  test('a first tap wakes no more script than its budget: the runtime’s two chunks, and the runtime with each island’s chunks', () => {
    const { chunks } = lazyChunks(distDir);
    // The runtime in its two parts, evaluated one after the other: React's (`shop-react`) and the rest (`shop-runtime`).
    const files = new Set(chunks.flatMap((chunk) => chunk.files));
    const runtimeFiles = ['shop-react', 'shop-runtime'].map((name) => [...files].find((file) => runtimeChunk(name).test(file)));
    expect(runtimeFiles.every(Boolean), 'the build has the shop-react and shop-runtime chunks').toBe(true);
    const runtimeGz = runtimeFiles.reduce((sum, file) => sum + gzSize(readFileSync(join(distDir, file ?? ''))), 0);
    expect(runtimeGz, `shop-react and shop-runtime: ${runtimeGz} B gz`).toBeLessThanOrEqual(BUDGETS.shopRuntimeGz);
    const runtime = chunks.find((chunk) => chunk.name === 'composition/island-runtime');
    const islands = chunks.filter((chunk) => chunk.name.endsWith('.island'));
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) {
      const files = new Set([...(runtime?.files ?? []), ...island.files].filter((file) => file.endsWith('.js')));
      const gz = [...files].reduce((sum, file) => sum + gzSize(readFileSync(join(distDir, file))), 0);
      expect(gz, `a first tap on ${island.name}: ${gz} B gz`).toBeLessThanOrEqual(BUDGETS.firstTapScriptGz);
    }
  });

  test('the runtime evaluates in parts: React in a chunk of its own, which the one-file loader imports before the rest', () => {
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    // The loader is one file: it imports no chunk statically (a shared module split out of it would be a second file).
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
    expect(entries.map((chunk) => chunk.imports ?? [])).toEqual([[]]);
    const { chunks } = lazyChunks(distDir);
    const filesOf = (name: string) => chunks.find((chunk) => chunk.name === name)?.files.filter((file) => file.endsWith('.js')) ?? [];
    // React's part: its entry and React's chunk (and the bundler's helpers), nothing of the rest of the runtime.
    const reactPart = filesOf('composition/loader/react-part');
    expect(reactPart.filter((file) => !/\/(react-part|rolldown-runtime)-[\w-]+\.js$/.test(file))).toEqual([
      expect.stringMatching(runtimeChunk('shop-react')),
    ]);
    // The rest: the runtime's files but React's part's, with none of React's code (React, its DOM renderer, its scheduler).
    const rest = filesOf('composition/island-runtime').filter((file) => !reactPart.includes(file));
    expect(rest).toContainEqual(expect.stringMatching(runtimeChunk('shop-runtime')));
    const code = (list: readonly string[]) => list.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
    for (const marker of ['react.transitional.element', 'https://react.dev/errors/', 'unstable_scheduleCallback']) {
      expect(code(reactPart), `React's part holds ${marker}`).toContain(marker);
      expect(code(rest), `the rest of the runtime holds no ${marker}`).not.toContain(marker);
    }
    // The loader imports React's part first (it awaits it and yields before importing the rest).
    const loader = readFileSync(join(distDir, entries[0]?.file ?? ''), 'utf8');
    const at = (name: string) => loader.search(new RegExp(`import\\([\`'"]\\./${name}-[\\w-]+\\.js`));
    expect(at('react-part')).toBeGreaterThan(-1);
    expect(at('react-part')).toBeLessThan(at('island-runtime'));
  });

  test('the loader size the docs quote is the built loader’s (README, docs/islands.md, docs/performance.md; within 1 kB)', async () => {
    const home = await (await fetch(`${baseUrl()}/?country=de`)).text();
    // The page names its one first-load script (asked for once the page has painted) and loads no other of its own.
    const loaders = [...home.matchAll(/<meta name="storefront-loader" content="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(home).not.toMatch(/<script[^>]*src="\/assets\//);
    expect(loaders).toHaveLength(1);
    const builtKb = gzipSync(Buffer.from(await (await fetch(`${baseUrl()}${loaders[0] ?? ''}`)).arrayBuffer()), { level: 9 }).length / 1000;
    const quoted = [
      /an? (\d+(?:\.\d+)?) kB loader/.exec(readFileSync('README.md', 'utf8'))?.[1],
      /first-load script, about (\d+(?:\.\d+)?) kB gz/.exec(readFileSync('docs/islands.md', 'utf8'))?.[1],
      /page's only first-load script, is\s+(\d+(?:\.\d+)?) kB gz/.exec(readFileSync('docs/performance.md', 'utf8'))?.[1],
    ].map(Number);
    for (const kb of quoted) expect(Math.abs(kb - builtKb), `docs quote ${kb} kB, the loader is ${builtKb} kB gz`).toBeLessThanOrEqual(1);
  });

  test('the newsletter widget on a page of another site: no React before interaction, then within the embed ceiling, its copy with its markup, no storefront code', async () => {
    const url = `${partnerUrl()}/?country=de`;
    const idle = await measureFirstLoad(session.context, url, 375, { idleMs: 1000 });
    // Before anyone touches it: the small script and the widget's built markup, no React and no copy chunk.
    expect(idle.jsGz, `widget before interaction: ${idle.jsGz} B gz`).toBeLessThanOrEqual(BUDGETS.embedIdleScriptGz);
    const idleScripts = idle.urls.filter((address) => address.endsWith('.js')).map((address) => new URL(address).pathname);
    expect(idleScripts).toContain('/widget/newsletter-widget.js');
    expect(
      idleScripts.filter(
        (path) => !path.startsWith('/widget/newsletter-widget') || /widget-app|-[a-z]{2}(-[A-Z]{2})?-[\w-]+\.js$/.test(path),
      ),
    ).toEqual([]);
    const load = await measureFirstLoad(session.context, url, 375, { idleMs: 0, wakeWidgets: true });
    expect(load.jsGz, `widget ${load.jsGz} B gz (floor ${floorGz} B)`).toBeLessThanOrEqual(BUDGETS.embedJsGzCeiling);
    const scripts = load.urls.filter((address) => address.endsWith('.js'));
    expect(scripts.every((address) => new URL(address).pathname.startsWith('/widget/newsletter-widget'))).toBe(true);
    const locales = scripts.flatMap(
      (address) => /-(de-DE|de-AT|de-CH|fr-CH|pl-PL|sk-SK|cs-CZ|hu-HU|tr-TR|da-DK|sv-SE|en)-/.exec(address)?.[1] ?? [],
    );
    // The copy comes with the widget's markup (JSON beside the HTML), so no locale's copy chunk is fetched.
    expect([...new Set(locales)]).toEqual([]);
    expect(load.urls.filter((address) => new URL(address).pathname.startsWith('/widget/markup/'))).toEqual([
      expect.stringContaining('/widget/markup/DE.de-DE.h2.html'),
    ]);
  });
});
