import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';

const ROOT = process.cwd();
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
/** The product's and the emulator's sources (tests may spell names to pin the contract). */
const SOURCES = ['core', 'adapters', 'composition', 'ui', 'emulator']
  .flatMap((dir) => walk(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const filesMatching = (pattern: RegExp): string[] =>
  SOURCES.filter((file) => pattern.test(file.text))
    .map((file) => file.path)
    .sort();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('one place for each name and parser', () => {
  it.each(Object.entries(COOKIE_NAMES))('spells the cookie name %s (%j) only in core/shared/cookie-names.ts', (_key, name) => {
    // A string literal in a value position (not a key in a type such as Pick<C, 'a' | 'platform'>), or cookies.Name.
    const literal = `(?<![|<]\\s*)(['"\`])${escape(name)}\\1(?!\\s*[|>])`;
    expect(filesMatching(new RegExp(`${literal}|cookies\\??\\.${escape(name)}\\b`))).toEqual(['core/shared/cookie-names.ts']);
  });

  it('has no two cookie constants with the same name', () => {
    expect(new Set(Object.values(COOKIE_NAMES)).size).toBe(Object.values(COOKIE_NAMES).length);
  });

  it('reads platform names (smartphone, MATCH, …) in one parser, core/layout/platform.ts', () => {
    expect(filesMatching(/(['"`])(smartphone|match)\1/i)).toEqual(['core/layout/platform.ts']);
  });

  it('declares the field state (default, valid, error) once, in core/validation', () => {
    expect(filesMatching(/'default'\s*\|\s*'valid'\s*\|\s*'error'/)).toEqual(['core/validation/field-validation.reducer.ts']);
  });

  it('does base64 in one module, core/shared/base64.ts', () => {
    expect(filesMatching(/\b(btoa|atob)\(|ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/)).toEqual([
      'core/shared/base64.ts',
    ]);
  });

  it('speaks one HTTP failure vocabulary (core/shared/http-failure.ts) and checks statuses only in requestJson', () => {
    expect(
      filesMatching(
        /(['"])(FETCH_ERROR|RESPONSE_ERROR|DECODE_ERROR|ENVELOPE)\1|kind: 'FAILED'|\b(NoAnswer|HttpNetworkError|CustomerDataError|FooterGatewayError|NewsletterGatewayError)\b/,
      ),
    ).toEqual([]);
    expect(filesMatching(/\bisSuccessStatus\(|\.status\s*>=\s*200\b/)).toEqual(['core/shared/request-json.ts']);
  });

  it('spells getassignment in one place, adapters/http/abtest-path.ts', () => {
    expect(filesMatching(/getassignment/).filter((path) => path.startsWith('adapters/'))).toEqual(['adapters/http/abtest-path.ts']);
  });

  it('keeps the first-load script to the rules of their owners: the width rule, the HTTP port, one wait for a login cookie', () => {
    // Platform from the width (spec 2.1): only core/layout/platform.ts compares a width with the breakpoints.
    expect(filesMatching(/<\s*LAYOUT_BREAKPOINTS|innerWidth\s*[<>]/)).toEqual(['core/layout/platform.ts']);
    // Every service call goes through the HTTP port's adapters (credentials, the CSRF marker, time-outs); the widget
    // fetches only its own static markup.
    expect(filesMatching(/(?<![.\w])fetch\(/).filter((path) => !path.startsWith('emulator/'))).toEqual([
      'composition/widget/newsletter-widget.ts',
    ]);
    // The wait for a login cookie is the refresh timing's, read by the scheduler and the first-load script alone.
    expect(filesMatching(/waitingIntervalMs/)).toEqual([
      'composition/loader/login-watch.ts',
      'core/session/refresh-scheduler.ts',
      'core/session/refresh-timing.ts',
    ]);
    // No page carries a single-page-app flag nothing sets (spec 7.1's private path is the adapter's option).
    expect(filesMatching(/\bspa:\s*(NullableString|null)/)).toEqual([]);
  });

  it('makes a SafeHref in one module, core/shared/safe-href.codec.ts', () => {
    expect(filesMatching(/as SafeHref\b/)).toEqual([]);
    expect(filesMatching(/export type SafeHref\b|SafeHref: unique symbol/)).toEqual(['core/shared/safe-href.codec.ts']);
  });

  it('reads cookie text in one parser, core/shared/cookie-header.ts', () => {
    // Splitting on ";" is how cookie text is read: only the cookie reader and Accept-Encoding's parameters do it.
    expect(filesMatching(/\.split\(\s*['"];\s*['"]\s*\)/).filter((path) => !path.startsWith('emulator/'))).toEqual([
      'adapters/server/page-compression.ts',
      'core/shared/cookie-header.ts',
    ]);
  });

  it('reads no cookie text but through core/shared/cookie-header.ts, however the split is spelled', () => {
    // Any split on a pattern or string containing ";" (a literal, a regular expression) outside the reader and
    // Accept-Encoding's parameters, and any read of document.cookie but the reader's own call.
    expect(filesMatching(/\.split\(\s*(['"`/])[^)]*;/).filter((path) => !path.startsWith('emulator/'))).toEqual([
      'adapters/server/page-compression.ts',
      'core/shared/cookie-header.ts',
    ]);
    // Every read of a `.cookie` property in code (comments left out; an assignment is a write) is the reader's argument.
    const reads = SOURCES.filter(({ path }) => !path.startsWith('emulator/')).flatMap(({ path, text }) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .flatMap((line) => [...line.matchAll(/(\S*?)\.cookie\b(?!\s*=[^=])/g)].map((match) => `${path}: ${match[1] ?? ''}`)),
    );
    expect(reads.filter((read) => !/parseCookieHeader\([\w.]*$/.test(read))).toEqual([]);
  });

  it('has one owner for the browser service time-out (15 s), core/shared/http-client.port.ts, however the number is spelled', () => {
    const owners = SOURCES.filter(({ path }) => !path.startsWith('emulator/')).flatMap(({ path, text }) => {
      const source = ts.createSourceFile(
        path,
        text,
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        // 15000 however written (15000, 15_000, 15e3, 0x3a98), or 15 seconds multiplied out (15 * 1000).
        const literal = ts.isNumericLiteral(node) && Number(node.text) === 15_000;
        const product =
          ts.isBinaryExpression(node) &&
          node.operatorToken.kind === ts.SyntaxKind.AsteriskToken &&
          ts.isNumericLiteral(node.left) &&
          ts.isNumericLiteral(node.right) &&
          Number(node.left.text) * Number(node.right.text) === 15_000;
        if (literal || product) found.push(path);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    expect(owners).toEqual(['core/shared/http-client.port.ts']);
  });

  it("builds a form's action (this page's address with its query) once, formAction in core/shared/form-post.ts", () => {
    // The page's query made into a search string, by any name: only the owner and the redirect's siteLocation.
    expect(filesMatching(/new URLSearchParams\(\s*[\w.]*query\b/)).toEqual(['core/shared/form-post.ts', 'core/shared/site-location.ts']);
    // The name of the posted form's field is declared once, and every reader imports it from there.
    expect(filesMatching(/(['"])_form\1/).filter((path) => !path.startsWith('emulator/'))).toEqual(['core/shared/form-post.ts']);
    expect(
      filesMatching(/\bFORM_FIELD\b/).filter(
        (path) =>
          !/import \{[^}]*\bFORM_FIELD\b[^}]*\} from '[./]+(core\/)?shared\/form-post'/.test(
            SOURCES.find((file) => file.path === path)?.text ?? '',
          ),
      ),
    ).toEqual(['core/shared/form-post.ts']);
  });

  it("renders the sign-in form's fields once (the header's dialog and the sign-in page), ui/session/sign-in-fields.tsx", () => {
    // The sign-in's fields, by what makes them the sign-in's: its form name, its limits, its password autocomplete.
    expect(
      filesMatching(/value=\{SIGN_IN_FORM\}|LOGIN_LIMITS\.(email|password)|(['"])current-password\2/).filter((path) =>
        path.startsWith('ui/'),
      ),
    ).toEqual(['ui/session/sign-in-fields.tsx']);
  });

  it('ends exhaustive matches with one helper, core/shared/unreachable.ts (not fp-ts absurd)', () => {
    expect(filesMatching(/\babsurd\b/)).toEqual([]);
  });

  it('resolves every token by its type: no explicit type argument on a resolve, no untyped token', () => {
    expect(filesMatching(/(\.get|useInjection)<[^>]+>\(\s*[A-Z_]+_TOKENS/)).toEqual([]);
    expect(filesMatching(/_TOKENS = \{[\s\S]*Symbol\.for\(/)).toEqual([]);
  });

  it('decides the storefront country once per input that names one, into the one typed Storefront everything reads', () => {
    // The inputs of the product that name a country, each read by the one slug rule: the address (its prefix, and
    // `?country=` as a bookmark or the country form sends it), the configuration, the widget's attribute and the
    // content's country list.
    expect(filesMatching(/\bparseCountryCode\(/).filter((path) => !path.startsWith('emulator/'))).toEqual([
      'adapters/server/server-config.ts',
      'composition/widget/widget-attributes.ts',
      'core/country/storefront-address.ts',
      'core/footer/country-switcher.ts',
    ]);
    // No second slug lookup beside it.
    expect(filesMatching(/\.slug === /)).toEqual(['core/country/country.ts']);
    // No second carrier: the page context has no country of its own, and nothing reads the one the page writes out.
    expect(filesMatching(/\bcountry:\s*NullableString|getAttribute\(\s*['"]data-country|dataset\.country/)).toEqual([]);
  });

  it('keeps type assertions few (at most 40 outside `as const` in the product), each with a comment that says why', () => {
    const casts = SOURCES.filter((file) => !file.path.startsWith('emulator/')).flatMap(({ path, text }) => {
      const source = ts.createSourceFile(
        path,
        text,
        ts.ScriptTarget.Latest,
        true,
        path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const lines = text.split('\n');
      const found: Array<{ readonly at: string; readonly commented: boolean }> = [];
      const visit = (node: ts.Node): void => {
        if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.getText(source) !== 'const') {
          const line = source.getLineAndCharacterOfPosition(node.type.getStart(source)).line;
          const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
          const near = lines.slice(Math.max(0, start - 3), line + 1).join('\n');
          found.push({ at: `${path}:${line + 1}`, commented: /\/\/|\/\*/.test(near) });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    });
    expect(casts.filter((cast) => !cast.commented).map((cast) => cast.at)).toEqual([]);
    expect(casts.length).toBeLessThanOrEqual(40);
  });

  it('has one adapter of the HTTP port, adapters/http/fetch-http-client.ts, and nothing else reaches the network', () => {
    // Type-checked, so no spelling escapes: any class or object whose type is an HttpClient, any use of a network
    // primitive of the platform (fetch, XMLHttpRequest, …, by whatever local name), any HTTP module or library.
    const files = SOURCES.filter(({ path }) => /^(adapters|composition|core|ui)\//.test(path)).map(({ path }) => join(ROOT, path));
    const program = ts.createProgram(files, {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      types: ['node', 'vite/client'],
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const port = program.getSourceFile(join(ROOT, 'core/shared/http-client.port.ts'));
    const portSymbol = port && checker.getSymbolAtLocation(port)?.exports?.get(ts.escapeLeadingUnderscores('HttpClient'));
    if (!portSymbol) throw new Error('The HTTP port (core/shared/http-client.port.ts: HttpClient) was not found.');
    const httpClient = checker.getDeclaredTypeOfSymbol(portSymbol);
    const PRIMITIVES = new Set(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'sendBeacon']);
    const MODULES =
      /^(node:)?(http|https|http2|net|tls)$|^(axios|got|ky|node-fetch|undici|superagent|cross-fetch|ofetch|wretch|redaxios|isomorphic-fetch|needle|request)(\/|$)/;
    const fromPlatform = (symbol: ts.Symbol | undefined): boolean =>
      !!symbol?.declarations?.length &&
      symbol.declarations.every((declaration) =>
        /node_modules\/(typescript\/lib|@types\/node)\//.test(declaration.getSourceFile().fileName),
      );
    const adapters = new Set<string>();
    const network = new Set<string>();
    for (const source of program.getSourceFiles()) {
      if (source.isDeclarationFile || source.fileName.includes('node_modules')) continue;
      const path = relative(ROOT, source.fileName);
      const visit = (node: ts.Node): void => {
        const client = ts.isObjectLiteralExpression(node)
          ? checker.getTypeAtLocation(node)
          : ts.isClassLike(node)
            ? checker.getDeclaredTypeOfSymbol(checker.getTypeAtLocation(node).getSymbol() ?? portSymbol)
            : undefined;
        // A decorator (it holds an HttpClient it sends through) is no adapter: the newsletter client's middleware.
        const decorates = (type: ts.Type): boolean =>
          type.getProperties().some((property) => {
            const held = checker.getTypeOfSymbolAtLocation(property, node);
            return !(held.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) && checker.isTypeAssignableTo(held, httpClient);
          });
        if (client && checker.isTypeAssignableTo(client, httpClient) && !decorates(client)) adapters.add(path);
        if (ts.isIdentifier(node) && PRIMITIVES.has(node.text) && fromPlatform(checker.getSymbolAtLocation(node))) network.add(path);
        if (
          (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier) &&
          MODULES.test(node.moduleSpecifier.text)
        )
          network.add(path);
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [specifier] = node.arguments;
          if (specifier && ts.isStringLiteral(specifier) && MODULES.test(specifier.text)) network.add(path);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect([...adapters].sort()).toEqual(['adapters/http/fetch-http-client.ts']);
    // The widget fetches its own static markup (no service call), the server entry's Node runner listens on node:http.
    expect([...network].sort()).toEqual(['adapters/http/fetch-http-client.ts', 'composition/widget/newsletter-widget.ts']);
    // No HTTP library among the dependencies.
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: object; devDependencies?: object };
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => MODULES.test(name))).toEqual([]);
  }, 120_000);

  it('has the early script answer the platform in one function: a dialog is known and focus returns to its opener once', () => {
    // Both are serialised inline (adapters/browser/platform-polyfills.ts), so the rules must be one function's, not two.
    const count = (pattern: RegExp) => SOURCES.reduce((sum, { text }) => sum + (text.match(pattern) ?? []).length, 0);
    expect(count(/Reflect\.get\(\s*\w+,\s*['"]showModal['"]\s*\)/g)).toBe(1);
    const polyfills = SOURCES.find((file) => file.path === 'adapters/browser/platform-polyfills.ts')?.text ?? '';
    expect(polyfills.match(/addEventListener\(\s*['"]close['"]/g)).toHaveLength(1);
  });

  it("builds each of core's controllers in one place, so an island and the server's answer to a post share its factory", () => {
    // Every factory of a controller (`create…` exported by a core/**/*.controller.ts), and the files that call it besides
    // its own: one each (the binding, the hook or DOM island that owns it, or the controller that contains it).
    const factories = SOURCES.filter(({ path }) => /^core\/.*\.controller\.ts$/.test(path)).flatMap(({ path, text }) =>
      [...text.matchAll(/export const (create\w+)/g)].map((match) => ({ name: match[1] ?? '', home: path })),
    );
    expect(factories.length).toBeGreaterThan(5);
    const builders = factories.map(({ name, home }) => ({
      name,
      callers: SOURCES.filter(
        ({ path, text }) => path !== home && !path.startsWith('emulator/') && new RegExp(`\\b${name}\\(`).test(text),
      ).map(({ path }) => path),
    }));
    expect(builders.filter(({ callers }) => callers.length > 1)).toEqual([]);
  });

  it('has one route table: chunks, titles, the sitemap and token pages come from composition/routes.tsx', () => {
    expect(filesMatching(/(['"`])\/components\1\s*[:\]]/)).toEqual(['composition/routes.tsx']);
    expect(filesMatching(/\bROUTE_MODULES\b|\bROUTE_PATHS\b|\btitleOf\(|PRIVATE_ROUTES/)).toEqual([]);
  });
});
