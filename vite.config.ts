import { readFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * `virtual:storefront-client` for the server bundle: the client build's index.html and manifest, compiled in, so the
 * server entry needs no file system at run time (edge runtimes have none). The client is built first (npm run build).
 */
const storefrontClient = (): Plugin => ({
  name: 'storefront-client',
  resolveId: (id) => (id === 'virtual:storefront-client' ? '\0virtual:storefront-client' : undefined),
  load(id) {
    if (id !== '\0virtual:storefront-client') return undefined;
    const indexHtml = readFileSync('dist/index.html', 'utf8');
    const manifest = readFileSync('dist/.vite/manifest.json', 'utf8');
    return (
      `import { clientAssetsFrom } from '/composition/server/client-manifest.ts';\n` +
      `export const clientAssets = clientAssetsFrom(${JSON.stringify(indexHtml)}, ${manifest});\n`
    );
  },
});

/** Suites that take seconds each (processes killed mid-load, 1,000+ malformed requests, lockout sweeps): `npm run test:slow`. */
const SLOW_TESTS = [
  'test/emulator/store-crash.test.ts',
  'test/emulator/malformed-input.test.ts',
  'test/emulator/login-safety.test.ts',
  'test/composition/server/attack-corpus.test.ts',
  'test/composition/server/runtimes.test.ts',
  'test/composition/server/cdn-agreement.test.ts',
  'test/composition/server/node-deployment-limits.test.ts',
  'test/composition/server/cdn-errors.test.ts',
  'test/composition/server/cdn-key-inflation.test.ts',
];

/** The island loader's script tag as Vite writes it: the built entry, or its source on the development server. */
const LOADER_SCRIPT =
  /<script type="module"(?: crossorigin)? src="([^"]*(?:\/assets\/index-[\w-]+\.js|\/composition\/island-loader\.ts))"><\/script>/;

/**
 * The island loader is the page's only first-load script and nothing on the first paint depends on it: the page names
 * it in a meta element, and the early event contract (adapters/browser/early-events.ts) asks for it once the page has
 * painted, so its request never shares slow 4G with the stylesheet and the HTML (LCP as with scripts blocked). The
 * meta's name is early-events.ts's LOADER_META (not imported: the config loads no app module).
 */
const loaderAfterPaint = (): Plugin => ({
  name: 'storefront-loader-after-paint',
  transformIndexHtml: (html) => html.replace(LOADER_SCRIPT, (_tag, src: string) => `<meta name="storefront-loader" content="${src}" />`),
});

/** What a chunking decision reads of a module (Rolldown's ModuleInfo). */
interface ModuleInfo {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
}

/** What a chunking decision may read of the module graph (Rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The runtime's entry: React, the container, the page state, imported lazily by the loader when the first island wakes. */
const RUNTIME_ENTRY = '/composition/island-runtime.tsx';

/** React's own modules (React, its DOM renderer, its scheduler): the runtime's first part, a chunk of its own. */
const REACT_MODULE = /\/node_modules\/(react|react-dom|scheduler)\//;

/** The island table's say on chunks: the chunk modules of the React islands a shopper's first tap wakes. */
interface IslandChunks {
  readonly firstTap: ReadonlySet<string>;
}

/**
 * Reads the island table (composition/islands.ts, derived from every feature's declarations) at the start of the client
 * build: the React islands that wake on interaction are the ones a first tap waits for, so their shared code joins the
 * runtime; the islands that wake by themselves (on idle, when visible: staff's, the catalogue's) keep theirs apart.
 */
const islandChunks = async (root: string): Promise<IslandChunks> => {
  const { module } = await runnerImport<{ ISLANDS: Record<string, { wake: { on: string }; module: string; dom?: unknown }> }>(
    '/composition/islands.ts',
    { configFile: false, root, logLevel: 'silent' },
  );
  return {
    firstTap: new Set(
      Object.values(module.ISLANDS)
        .filter((island) => !('dom' in island) && island.wake.on === 'interaction')
        .map((island) => `${root}/${island.module}`),
    ),
  };
};

/** Whether static imports lead from a module up to one of `roots` (a module is its own importer chain's start). */
const reachedFrom = (
  roots: (id: string, info: ModuleInfo) => boolean,
  id: string,
  graph: ModuleGraph,
  seen = new Set<string>(),
): boolean => {
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  if (roots(id, info)) return true;
  return info.importers.some((importer) => !seen.has(importer) && (seen.add(importer), reachedFrom(roots, importer, graph, seen)));
};

/** The lazy chunks' modules (imported only lazily) from which static imports lead to a module. */
const lazyRootsOf = (id: string, graph: ModuleGraph): Set<string> => {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (onlyLazy(info)) roots.add(next);
    for (const importer of info.importers) if (!seen.has(importer)) (seen.add(importer), queue.push(importer));
  }
  return roots;
};

/** The page's entry (a lazy chunk's module is an entry too, but one that something imports lazily), or a DOM island. */
const withoutReact = (id: string, info: ModuleInfo): boolean =>
  (info.isEntry && info.dynamicImporters.length === 0) || id.endsWith('.dom.ts');

/** A module only ever imported lazily (the runtime's entry, an island's chunk): a small chunk of its own on top. */
const onlyLazy = (info: ModuleInfo | null): boolean => !!info && info.dynamicImporters.length > 0 && info.importers.length === 0;

/**
 * The runtime in two chunks, fetched together and evaluated one after the other with the main thread given back
 * between (composition/loader/react-part.ts): React's (`shop-react`), then the container, the page state and what
 * most first-tap islands share (more than half of them; `shop-runtime`), so the first wake fetches them, the island's
 * own chunk and the copy at once (a graph of small chunks queues
 * behind HTTP/1.1's six connections, and a lazy part behind them is a second wave; the island's chunks are preloaded
 * together). What one first-tap island or a few import stays with them, in the island's chunk or one they share (a
 * tap on the sign-in does not fetch the sign-up's form); what the first-load script and the DOM islands import stays
 * out (they must not pull React), and so does what only staff, the catalogue or one locale imports.
 */
const runtimeChunk =
  (islands: () => IslandChunks) =>
  (id: string, graph: ModuleGraph): string | null => {
    if (id.startsWith('\0') || id.endsWith('.css') || onlyLazy(graph.getModuleInfo(id)) || reachedFrom(withoutReact, id, graph))
      return null;
    const roots = lazyRootsOf(id, graph);
    const runtime = [...roots].some((root) => root.endsWith(RUNTIME_ENTRY));
    const firstTap = [...roots].filter((root) => islands().firstTap.has(root));
    if (!runtime && firstTap.length * 2 <= islands().firstTap.size) return null;
    return REACT_MODULE.test(id) ? 'shop-react' : 'shop-runtime';
  };

/**
 * The client build's chunks: the island table is read once the build starts (`islandChunks`), before rolldown groups
 * modules into chunks.
 */
const islandChunking = (): { plugin: Plugin; groups: { name: (id: string, graph: ModuleGraph) => string | null }[] } => {
  let chunks: IslandChunks | undefined;
  const islands = (): IslandChunks => {
    if (!chunks) throw new Error('The island table was not read before chunking.');
    return chunks;
  };
  return {
    plugin: {
      name: 'storefront-island-chunks',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
      async buildStart() {
        chunks = await islandChunks(process.cwd());
      },
    },
    groups: [{ name: runtimeChunk(islands) }],
  };
};

/**
 * The embeddable newsletter widget's stylesheet lives in a shadow root: the shop's `:root` tokens are set on the
 * widget's own root element (where the host page's rules cannot reach them; on `:host` its rules would win), and rem
 * becomes px (16 px to the rem), since rem follows the host page's root font size.
 */
const shadowRootStylesheet = (): Plugin => ({
  name: 'storefront-shadow-root-stylesheet',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
      file.source = String(file.source)
        .replace(/:root\b/g, '.storefront-newsletter')
        .replace(/(^|[^\w.-])(\d*\.?\d+)rem\b/g, (_match, before: string, rem: string) => `${before}${Number(rem) * 16}px`);
    }
  },
});

/**
 * `vite build --mode widget`: the newsletter widget for other sites' pages (composition/widget/), at addresses that
 * stay the same from release to release (dist/widget/newsletter-widget.js and .css), its lazy parts beside it. One
 * stylesheet (a lazy part's CSS would otherwise go into the host document) and no preload helper (it writes to the
 * host document's head).
 */
/**
 * The widget loads its parts with no preloading (`modulePreload: false`), yet Vite still wraps each dynamic import in its
 * preload helper (vitejs/vite#13952: about 0.6 kB gz of the script every partner page loads, which would also announce
 * a failed import on the host page's window). Here the helper only calls the import.
 */
const noPreloadHelper = (): Plugin => ({
  name: 'storefront-widget-no-preload-helper',
  enforce: 'pre',
  load(id) {
    return id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : undefined;
  },
});

const widgetBuild = {
  plugins: [noPreloadHelper(), react(), shadowRootStylesheet()],
  build: {
    outDir: 'dist/widget',
    target: 'es2022',
    emptyOutDir: true,
    copyPublicDir: false,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    modulePreload: false,
    rollupOptions: {
      input: 'composition/widget/newsletter-widget.ts',
      output: {
        entryFileNames: 'newsletter-widget.js',
        chunkFileNames: 'newsletter-widget-[name]-[hash].js',
        // The decoder (the attributes and the shop's refusal, loaded with the first interaction) in one file with what it
        // shares with the React part (io-ts, fp-ts, the storefronts): one request, compressed together.
        advancedChunks: { groups: [{ name: 'decoder', test: /composition\/widget\/widget-attributes/ }] },
        assetFileNames: (asset: { names?: readonly string[] }) =>
          asset.names?.some((name) => name.endsWith('.css')) ? 'newsletter-widget.css' : 'newsletter-widget-[name]-[hash][extname]',
      },
    },
  },
};

/**
 * `vite build --mode widget-markup`: the script that writes the widget's markup per storefront, locale and heading
 * level into dist/widget/markup/ (composition/widget/write-widget-markup.tsx; run by `npm run build`). Kept out of dist.
 */
const widgetMarkupBuild = {
  plugins: [react()],
  ssr: { noExternal: true as const },
  build: {
    ssr: 'composition/widget/write-widget-markup.tsx',
    outDir: 'node_modules/.cache/widget-markup',
    target: 'node22',
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'write-widget-markup.js' } },
  },
};

/**
 * One Vite config for the client build, the server bundle (`vite build --ssr composition/server/entry.ts`), the
 * development server and the unit/component tests.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const chunking = islandChunking();
  return mode === 'widget'
    ? widgetBuild
    : mode === 'widget-markup'
      ? widgetMarkupBuild
      : {
          plugins: [react(), storefrontClient(), loaderAfterPaint(), chunking.plugin],
          build: isSsrBuild
            ? {
                outDir: 'dist/server',
                target: 'es2022',
                emptyOutDir: true,
                copyPublicDir: false,
                rollupOptions: { output: { entryFileNames: 'entry.js', inlineDynamicImports: true } },
              }
            : {
                outDir: 'dist',
                target: 'es2022',
                // Inline assets would need 'unsafe-inline' data: allowances beyond img-src; keep them as files.
                assetsInlineLimit: 0,
                modulePreload: { polyfill: false },
                rollupOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunking.groups } } },
                // dist/.vite/manifest.json maps chunks to sources; the server and the bench read it.
                manifest: true,
              },
          // The built server bundle is one self-contained file: the same bundle runs on Node, Bun, Deno and edge runtimes
          // without node_modules. (In development Vite's module runner loads the packages from node_modules as they are.)
          ssr: isSsrBuild ? { noExternal: true } : {},
          // The built server bundle is production code wherever it runs: React's production renderer (about a third less CPU
          // per page than its development build), whatever NODE_ENV the host sets, or none (Deno, edge runtimes).
          define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
          // Three projects: `node` (core, adapters without a DOM, server entry, emulator rules, lint), `dom` (components and
          // what touches the browser, in jsdom) and `slow` (kill -9 crashes, the malformed-input corpus, the lockout sweeps,
          // module mocks; each file isolated), which `npm test` runs last. A file that needs the other environment says so in its first line (@vitest-environment).
          test: {
            setupFiles: ['test/setup/vitest.setup.ts'],
            restoreMocks: true,
            unstubEnvs: true,
            unstubGlobals: true,
            projects: [
              {
                extends: true,
                test: {
                  name: 'node',
                  environment: 'node',
                  // Files and tests in a new order each run (the seed is printed): no test leans on another's leftovers.
                  sequence: { shuffle: true },
                  // Files share a worker's module graph (no re-import per file: half the suite's time); what a file may
                  // leave behind (timers, stubs, env, the DOM) is reset by the setup file and the options above.
                  isolate: false,
                  include: [
                    'test/core/**/*.test.{ts,tsx}',
                    'test/adapters/http/**/*.test.{ts,tsx}',
                    'test/adapters/server/**/*.test.{ts,tsx}',
                    'test/composition/server/**/*.test.{ts,tsx}',
                    'test/emulator/**/*.test.{ts,tsx}',
                    'test/lint/**/*.test.{ts,tsx}',
                  ],
                  exclude: SLOW_TESTS,
                },
              },
              {
                extends: true,
                test: {
                  name: 'dom',
                  environment: 'jsdom',
                  sequence: { shuffle: true },
                  isolate: false,
                  include: ['test/ui/**/*.test.{ts,tsx}', 'test/adapters/browser/**/*.test.{ts,tsx}', 'test/composition/*.test.{ts,tsx}'],
                },
              },
              { extends: true, test: { name: 'slow', environment: 'node', include: SLOW_TESTS } },
            ],
          },
        };
});
