// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const CODE = 'XX';
const LOCALE = 'xx-XX';

/** The edits that start a tenth storefront with a language of its own, and the locale catalogue copied from German. */
const overlay = (): ReadonlyMap<string, string> => {
  const edit = (path: string, find: string, replace: string): string => {
    const text = readFileSync(resolve(ROOT, path), 'utf8');
    if (!text.includes(find)) throw new Error(`${path} no longer contains ${find}: update this test's overlay.`);
    return text.replaceAll(find, replace);
  };
  return new Map([
    [resolve(ROOT, 'core/country/country.ts'), edit('core/country/country.ts', 'TR: null,', `TR: null, ${CODE}: null,`)],
    [resolve(ROOT, 'core/country/locale.ts'), edit('core/country/locale.ts', 'en: null,', `en: null, '${LOCALE}': null,`)],
    [resolve(ROOT, `core/i18n/locales/${LOCALE}.ts`), edit('core/i18n/locales/de-DE.ts', 'de-DE', LOCALE)],
  ]);
};

/** Type-checks the product (not the tests) with the overlay in place: file -> the compiler's messages about it. */
const typeCheckWithOverlay = (): Map<string, string[]> => {
  const files = overlay();
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json did not parse.');
  const product = /^(core|ui|composition|adapters|emulator)\//;
  const rootNames = [...config.fileNames.filter((file) => product.test(relative(ROOT, file))), ...files.keys()];
  const host = ts.createCompilerHost(config.options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => files.has(resolve(file)) || fileExists.call(host, file);
  host.readFile = (file) => files.get(resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = files.get(resolve(file));
    return text === undefined ? getSourceFile.call(host, file, language, onError, create) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({ rootNames: [...new Set(rootNames)], options: config.options, host });
  const named = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '(global)';
    named.set(file, [...(named.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return named;
};

/** The "A new storefront" item of docs/working-on-it.md, and the file paths it names. */
const readmeItem = (): { readonly text: string; readonly paths: readonly string[] } => {
  const readme = readFileSync(resolve(ROOT, 'docs/working-on-it.md'), 'utf8');
  const start = readme.indexOf('- **A new storefront**');
  const end = readme.indexOf('\n- **', start + 1);
  const text = readme.slice(start, end);
  const paths = [...text.matchAll(/`((?:core|ui|emulator|composition|adapters)\/[^`\s]+)`/g)].map((match) => match[1] ?? '');
  return { text, paths };
};

/** The contexts with copy files (`core/<context>/copy/`). */
const COPY_CONTEXTS = readdirSync(resolve(ROOT, 'core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(resolve(ROOT, 'core', entry.name)).includes('copy'))
  .map((entry) => entry.name);

describe('a tenth storefront with a new language', () => {
  let named: Map<string, string[]>;
  beforeAll(() => {
    named = typeCheckWithOverlay();
  }, 240_000);

  it('is a type error in every table that lacks its row, naming the storefront or the locale', () => {
    const tables: ReadonlyArray<readonly [string, string]> = [
      ['core/country/country.ts', CODE],
      ['core/newsletter/newsletter-country-rules.ts', CODE],
      ['core/footer/country-switcher.ts', CODE],
      ['core/footer/fallback-legal-links.ts', CODE],
      ['core/i18n/load-catalogue.ts', LOCALE],
      ['core/text/plural-message.ts', LOCALE],
    ];
    for (const [file, key] of tables) expect(named.get(file)?.join('\n') ?? '(no type error)', file).toContain(key);
  });

  it('names, through the new locale catalogue, each copy file the language still needs', () => {
    const messages = named.get(`core/i18n/locales/${LOCALE}.ts`) ?? [];
    for (const context of COPY_CONTEXTS) expect(messages.join('\n')).toContain(`Cannot find module '../../${context}/copy/${LOCALE}'`);
  });

  it('names no other file, and the docs’ list names exactly these', () => {
    const expand = (path: string): string[] => {
      const located = path.replaceAll('<locale>', LOCALE);
      return located.includes('<context>') ? COPY_CONTEXTS.map((context) => located.replace('<context>', context)) : [located];
    };
    const missingCopy = COPY_CONTEXTS.map((context) => `core/${context}/copy/${LOCALE}.ts`);
    const byCompiler = new Set([...named.keys(), ...missingCopy]);
    // The codecs are where the change starts; the other .ts files of the list are what the type checker asks for.
    const { paths } = readmeItem();
    const listed = new Set(paths.filter((path) => path.endsWith('.ts') && path !== 'core/country/locale.ts').flatMap(expand));
    expect([...byCompiler].sort()).toEqual([...listed].sort());
  });

  it('leaves the rest to tests that the docs name too: the flag image and its CSS rule, the emulator’s footer content', () => {
    const { text, paths } = readmeItem();
    for (const path of ['ui/footer/flags/<flagName>.svg', 'ui/footer/footer.css', 'emulator/content/footer/<slug>.json'])
      expect(paths).toContain(path);
    for (const test of [
      'test/ui/footer/country-flags.test.ts',
      'test/core/footer/decode-footer-content.test.ts',
      'test/lint/new-storefront.test.ts',
    ]) {
      expect(text).toContain(test);
    }
  });
});
