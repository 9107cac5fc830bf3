// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCES = ['core', 'adapters', 'ui', 'composition'];
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
const FILES = SOURCES.flatMap((dir) => walk(join(ROOT, dir)));

/** A relative import's file (".ts", ".tsx" or a folder's index). */
const resolveFile = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
};

/** The files an `import.meta.glob` pattern list matches (`*`, `**`, and `!` to leave some out), as Vite expands it. */
const globFiles = (from: string, patterns: readonly string[]): string[] => {
  const toRegExp = (pattern: string) =>
    new RegExp(
      `^${resolve(dirname(from), pattern)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*')}$`,
    );
  const included = patterns.filter((pattern) => !pattern.startsWith('!')).map(toRegExp);
  const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => toRegExp(pattern.slice(1)));
  return FILES.filter((file) => included.some((re) => re.test(file)) && !excluded.some((re) => re.test(file)));
};

const isGlob = (node: ts.CallExpression): boolean =>
  ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'glob' && ts.isMetaProperty(node.expression.expression);

/** What one file imports, statically, lazily (`import()`) or by `import.meta.glob`, type-only imports left out. */
const importsOf = (file: string): { files: string[]; packages: string[] } => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const files: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && !node.isTypeOnly)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    } else if (ts.isCallExpression(node) && isGlob(node)) {
      const [argument] = node.arguments;
      const patterns = !argument
        ? []
        : ts.isStringLiteralLike(argument)
          ? [argument.text]
          : ts.isArrayLiteralExpression(argument)
            ? argument.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
            : [];
      files.push(...globFiles(file, patterns));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const packages = specifiers.filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('/'));
  for (const specifier of specifiers.filter((specifier) => specifier.startsWith('.'))) {
    const target = resolveFile(file, specifier);
    if (target) files.push(target);
  }
  return { files, packages };
};

/** Every source file and package the browser can load from its entries, and which file imports each package. */
const reachedFrom = (entries: readonly string[]): { files: Set<string>; packages: Map<string, string> } => {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const found = importsOf(file);
    for (const specifier of found.packages) {
      const name = specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
      if (!packages.has(name)) packages.set(name, relative(ROOT, file));
    }
    queue.push(...found.files.filter((target) => /\.(ts|tsx)$/.test(target)));
  }
  return { files, packages };
};

/** The page's script (index.html) and the partner widget's entry (vite.config.ts's widget build). */
const browserEntries = (): string[] => {
  const pageScripts = [...readFileSync(join(ROOT, 'index.html'), 'utf8').matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) =>
    join(ROOT, match[1] ?? ''),
  );
  return [...pageScripts, join(ROOT, 'composition/widget/newsletter-widget.ts')];
};

/** A DI library and its metadata polyfill: the container is the storefront's own, a few hundred bytes (docs/decisions/006). */
const DI_PACKAGES = /^(inversify|@inversifyjs\/.*|reflect-metadata)$/;

describe('what the browser loads', () => {
  const reached = reachedFrom(browserEntries());

  it('follows the page from its script through the lazy runtime and every island and chunk it loads (the check itself)', () => {
    const files = [...reached.files].map((file) => relative(ROOT, file));
    expect(files).toEqual(
      expect.arrayContaining([
        'composition/island-loader.ts',
        'composition/island-runtime.tsx',
        'composition/compose-browser.ts',
        'composition/features/session/refresh.ts',
        'composition/features/preview/panel.ts',
        'composition/features/newsletter/newsletter.island.ts',
      ]),
    );
    expect([...reached.packages.keys()]).toEqual(expect.arrayContaining(['react', 'react-dom', 'io-ts', 'fp-ts']));
  });

  it('holds no DI library: the browser’s container is the plain one (composition/binding.ts)', () => {
    const offending = [...reached.packages].filter(([name]) => DI_PACKAGES.test(name));
    expect(offending.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });
});
