import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../bench/budgets';

/**
 * What the docs quote is true: every file or folder they name exists, their code samples use nothing the lint tests
 * forbid, and the budgets they quote are the budget file's. (The loader's size they quote is checked against the
 * built loader in test/browser/budgets.journey.ts, which has the build.)
 */
const ROOT = process.cwd();
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).map((name) => join('docs', name))]
  .filter((path) => path.endsWith('.md'))
  .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

/** The repository's folders a doc names paths in. */
const TOP = /^(core|adapters|ui|composition|emulator|test|deploy|docs|public)\//;

/** `path/like/this.ts` and `folder/` in backticks: placeholders (`<feature>`), globs and `…` are names of a kind, not paths. */
const quotedPaths = (text: string): string[] =>
  [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[#:].*$/, ''))
    .filter((path) => TOP.test(path) && !/[<>*{}…|]|\.\.\./.test(path) && !generated(path));

/** What the build, the emulator and the test runs write (.gitignore): docs may name where it goes. */
const GENERATED = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.includes('/') && !line.startsWith('#'));
const generated = (path: string): boolean => GENERATED.some((folder) => path.startsWith(folder));

const codeSamples = (text: string): string[] => [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

describe('the docs quote what is there', () => {
  it.each(DOCS.map((doc) => [doc.path, doc] as const))('%s names only files and folders that exist', (_path, doc) => {
    expect(quotedPaths(doc.text).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it.each(DOCS.map((doc) => [doc.path, doc] as const))('%s recommends nothing the lint tests forbid', (_path, doc) => {
    // test/lint/one-place.test.ts: exhaustive matches end with core/shared/unreachable.ts, never fp-ts's absurd, and
    // tokens are resolved by their type, never with an explicit type argument.
    const forbidden = [/\babsurd\(/, /(\.get|useInjection)<[^>]+>\(/];
    const texts = [doc.text, ...codeSamples(doc.text)];
    expect(forbidden.filter((pattern) => texts.some((text) => pattern.test(text))).map(String)).toEqual([]);
  });

  it('quotes the budgets of test/bench/budgets.ts', () => {
    const performance = DOCS.find((doc) => doc.path === join('docs', 'performance.md'))?.text ?? '';
    const budgets = performance.slice(performance.indexOf('Budgets (`test/bench/budgets.ts`'));
    expect(budgets).toContain(`≤ ${BUDGETS.idleScriptGz / 1000} kB gz`);
    expect(budgets).toContain(`≤ ${BUDGETS.awakeJsGzCeiling / 1000} kB gz (a ceiling; the goal is ${BUDGETS.awakeJsGz / 1000} kB gz)`);
    expect(budgets).toContain(`CSS ≤ ${BUDGETS.cssGz / 1000} kB gz`);
    expect(budgets).toContain(`TBT ≤ ${BUDGETS.tbtMs} ms`);
    expect(budgets).toContain(`≤ ${BUDGETS.embedJsGz / 1000} kB gz (ceiling ${BUDGETS.embedJsGzCeiling / 1000} kB gz)`);
    expect(budgets).toContain(`(\`shop-runtime\`) ≤ ${BUDGETS.shopRuntimeGz / 1000} kB gz`);
    expect(budgets).toContain(`≤ ${BUDGETS.firstTapScriptGz / 1000} kB gz on every island`);
  });

  it('names no folder of the old island layout (composition/islands/) and no demo that wakes on idle', () => {
    const stale = DOCS.filter((doc) => /composition\/islands\/|demos wake on idle/.test(doc.text)).map((doc) => doc.path);
    expect(stale).toEqual([]);
  });

  it('says how the journeys hold scripts back as the journeys do it (a gate, not a fixed delay)', () => {
    const islands = DOCS.find((doc) => doc.path === join('docs', 'islands.md'))?.text ?? '';
    expect(islands).not.toMatch(/\d(\.\d)? s late/);
    const working = DOCS.find((doc) => doc.path === join('docs', 'working-on-it.md'))?.text ?? '';
    if (/never a fixed sleep/.test(working)) {
      const journeys = readdirSync(join(ROOT, 'test', 'browser')).filter((name) => name.endsWith('.journey.ts'));
      const sleeping = journeys.filter((name) =>
        /setTimeout\(resolve, \w+\)|waitForTimeout\(/.test(readFileSync(join(ROOT, 'test', 'browser', name), 'utf8')),
      );
      expect(sleeping).toEqual([]);
    }
  });
});
