// The dependency rule of the design card, enforced on every `npm test` (see README "Folders and the dependency rule").
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const fromLayer = (names) =>
  names.map((name) => ({ regex: `^(\\.\\./)+(${name})(/|$)`, message: `The dependency rule forbids importing ${name}/ from here.` }));

/** Globals the framework-free core must never touch: time comes through a Clock port, the DOM through adapters. */
const coreBannedGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'process',
  'Buffer',
  'require',
  'global',
  'globalThis',
  '__dirname',
  '__filename',
  'BroadcastChannel',
].map((name) => ({ name, message: `core/ is framework-free: "${name}" must come through a port (dependency rule).` }));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/lint/fixtures/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.|io-ts(/|$)|fp-ts(/|$))', message: 'core/ imports only core/, io-ts and fp-ts (dependency rule).' },
            ...fromLayer(['adapters', 'ui', 'composition', 'emulator', 'test']),
          ],
        },
      ],
      'no-restricted-globals': ['error', ...coreBannedGlobals],
      // Vite's import.meta.env and friends are a bundler concern, not a core one.
      'no-restricted-syntax': ['error', { selector: 'MetaProperty', message: 'core/ must not use import.meta (dependency rule).' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...fromLayer(['adapters', 'composition', 'emulator', 'test']),
            {
              regex: '^(axios|inversify|@inversifyjs/.*|reflect-metadata|node:.*)$',
              message: 'ui/ reaches infrastructure only through core ports bound in composition/ (dependency rule).',
            },
          ],
        },
      ],
    },
  },
  {
    // React's hook rules (and the compiler-derived ones: purity, refs, state updates in effects) for every view and hook.
    files: ['ui/**/*.{ts,tsx}', 'composition/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['adapters/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...fromLayer(['ui', 'composition', 'emulator', 'test']),
            { regex: '^(react|react-dom)(/|$)', message: 'adapters/ never import React: views live in ui/ (dependency rule).' },
          ],
        },
      ],
    },
  },
  {
    files: ['emulator/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: fromLayer(['adapters', 'ui', 'composition', 'test']),
        },
      ],
    },
  },
);
