import type { IslandName, IslandProps } from '../ui/app/island';
import type { IslandDeclaration } from './island-declaration';

/** An island as the table holds it: its declaration, with which props its chunk decodes erased. */
type Declared = IslandDeclaration<IslandName, IslandProps>;

/** One island of the table: its declaration, and its chunk's module as the client build names it. */
export type IslandEntry = Declared & { readonly module: string };

/** Every feature module's island declarations (`composition/features/<feature>/island.ts`), by file. */
const DECLARED = import.meta.glob<readonly Declared[]>('./features/*/island.ts', {
  eager: true,
  import: 'default',
});

/** The chunk module of a declared island, beside its declaration: `<name>.island.ts`, or `<name>.dom.ts` for a DOM island. */
const chunkModule = (declaredIn: string, island: Declared): string =>
  `composition/${declaredIn.replace(/^\.\//, '').replace(/island\.ts$/, '')}${island.name}.${'dom' in island ? 'dom' : 'island'}.ts`;

/**
 * The island table, derived from the feature modules' declarations: every island, when it wakes and its code. Part of
 * the first-load script: it holds the declarations (no code but the chunks' imports, and the DOM islands, small enough).
 */
export const ISLANDS = Object.fromEntries(
  Object.entries(DECLARED).flatMap(([file, islands]) =>
    islands.map((island) => [island.name, { ...island, module: chunkModule(file, island) }]),
  ),
  // Cast: keyed by every declared name; test/lint/new-island.test.ts holds the table to the registry (each name once).
) as Readonly<Record<IslandName, IslandEntry>>;
