import { ISLANDS } from '../islands';
/** What the client build gives the server: its index.html and the files of each locale's copy chunk. */
export interface ClientAssets {
  readonly indexHtml: string;
  /** The files of one locale's copy chunk (from Vite's manifest), preloaded when the page's first island wakes. */
  readonly localePreload: (locale: string) => readonly string[];
  /**
   * The runtime's files (React's part and the rest, and what they import), preloaded when the page's first island
   * wakes: its parts evaluate one after the other, but arrive in one round trip.
   */
  readonly runtimePreload?: readonly string[];
  /** The files of a React island's chunk and what it imports (by island name), preloaded when that island wakes. */
  readonly islandPreload?: (name: string) => readonly string[];
  /**
   * Stylesheets of lazy chunks (by source module) the server rendered: linked in the head, so the page is styled
   * before and without its script and nothing shifts when the chunk arrives.
   */
  readonly stylesFor?: (modules: readonly string[]) => readonly string[];
}

/** The runtime's entries as Vite's manifest names them: React's parts (imported first), then the rest. */
const REACT_PART_MODULES = ['composition/loader/react-part.ts', 'composition/loader/react-dom-part.ts'];
const RUNTIME_MODULE = 'composition/island-runtime.tsx';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/**
 * The module of an island's chunk in the client build (beside its feature's declaration), as Vite's manifest names
 * it: its stylesheets are linked in the head of a page the island is on.
 */
export const islandChunkModule = (name: string): string | undefined =>
  Object.entries(ISLANDS).find(([island]) => island === name)?.[1].module;

/**
 * The server's view of a client build: index.html and, per locale, the module-preload paths of its copy chunk
 * (read from Vite's manifest), so the browser fetches the copy in parallel with the entry.
 */
export const clientAssetsFrom = (indexHtml: string, manifest: Readonly<Record<string, ManifestChunk>>): ClientAssets => {
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => chunk.file),
  );
  const cssOf = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => cssOf(next, seen))];
  };
  // A chunk's file and those it imports, by its source module (the entry's, in the page already, left out).
  const filesOf = (...keys: readonly string[]): readonly string[] => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || entryFiles.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files].map((file) => `/${file}`);
  };
  const runtimePreload = filesOf(...REACT_PART_MODULES, RUNTIME_MODULE);
  return {
    indexHtml,
    runtimePreload,
    islandPreload: (name) => {
      const module = islandChunkModule(name);
      return module ? filesOf(module).filter((file) => !runtimePreload.includes(file)) : [];
    },
    stylesFor: (modules) => {
      const seen = new Set<string>();
      const files = new Set(modules.flatMap((module) => cssOf(module, seen)));
      // The entry's own stylesheets are in index.html already.
      return [...files].filter((file) => !indexHtml.includes(`/${file}"`)).map((file) => `/${file}`);
    },
    localePreload: (locale) => filesOf(`core/i18n/locales/${locale}.ts`),
  };
};
