// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const TREE = ['core', 'adapters', 'ui', 'composition', 'emulator', 'test'];
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** A relative import's file (".ts", ".tsx" or a folder's index), or undefined for a package. */
const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
};

/** Every file's static imports and re-exports (type-only ones too: a circle of types is a circle of concepts). */
const importGraph = (files: readonly string[]): Map<string, string[]> =>
  new Map(
    files.map((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
      const targets = source.statements.flatMap((statement) =>
        (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
          ? [resolveImport(file, statement.moduleSpecifier.text)].filter((target): target is string => target !== undefined)
          : [],
      );
      return [file, targets];
    }),
  );

/** The strongly connected groups of more than one file (Tarjan): each is an import circle. */
const circles = (graph: Map<string, string[]>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      group.push(relative(ROOT, member));
    }
    if (group.length > 1) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
};

/**
 * The folder graph of core and composition: a file's folder is its context (`core/<context>`, `composition/<folder>`,
 * the files directly in `composition/` its own folder), and a folder imports another when one of its files does.
 */
const folderGraph = (graph: Map<string, string[]>): Map<string, string[]> => {
  const folderOf = (file: string): string | undefined => {
    const parts = relative(ROOT, file).split('/');
    if (parts[0] !== 'core' && parts[0] !== 'composition') return undefined;
    return join(ROOT, parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0]);
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === undefined) continue;
    const into = folders.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== undefined && to !== from) into.add(to);
    }
    folders.set(from, into);
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
};

describe('the import graph', () => {
  it('finds a circle when there is one (the check itself)', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    const c = join(ROOT, 'c.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import circle anywhere in the tree', () => {
    const graph = importGraph(TREE.flatMap((dir) => walk(join(ROOT, dir))));
    expect(graph.size).toBeGreaterThan(300);
    expect(circles(graph)).toEqual([]);
  });

  it.each(['core', 'composition'])('has no circle between the folders of %s (a context, or a folder of composition, as one)', (layer) => {
    expect(circles(folderGraph(importGraph(walk(join(ROOT, layer)))))).toEqual([]);
  });
});
