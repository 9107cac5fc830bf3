import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../../composition/islands';
import { clientAssetsFrom, islandChunkModule } from '../../../composition/server/client-manifest';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
  '_shared.js': { file: 'assets/shared-2.js', css: ['assets/input-2.css'] },
  '_checkbox.js': { file: 'assets/checkbox-3.js', imports: ['_shared.js'], css: ['assets/checkbox-3.css'] },
  'ui/newsletter/newsletter-form-extension.tsx': { file: 'assets/extension-4.js', imports: ['_checkbox.js', '_shared.js'] },
  'ui/components/catalogue-page.tsx': { file: 'assets/catalogue-5.js', imports: ['_checkbox.js'], css: ['assets/catalogue-5.css'] },
  'core/i18n/locales/de-DE.ts': { file: 'assets/de-DE-6.js', imports: ['_copy.js'] },
  '_copy.js': { file: 'assets/copy-7.js' },
  'composition/loader/react-part.ts': { file: 'assets/react-part-8.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/shop-react-9.js' },
  'composition/loader/react-dom-part.ts': { file: 'assets/react-dom-part-13.js', imports: ['_react.js'] },
  'composition/island-runtime.tsx': { file: 'assets/island-runtime-10.js', imports: ['_runtime.js', '_react.js', 'index.html'] },
  '_runtime.js': { file: 'assets/shop-runtime-11.js', imports: ['_react.js', 'index.html'] },
  'composition/features/session/sign-in-dialog.island.ts': {
    file: 'assets/sign-in-dialog.island-12.js',
    imports: ['_runtime.js', '_react.js', '_checkbox.js', 'index.html'],
  },
};
const indexHtml =
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/input-2.css">';

describe('what the server reads of the client build', () => {
  const assets = clientAssetsFrom(indexHtml, manifest);

  it('links the stylesheets of the lazy chunks it rendered, with their imports, but not those index.html has', () => {
    expect(assets.stylesFor?.(['ui/newsletter/newsletter-form-extension.tsx'])).toEqual(['/assets/checkbox-3.css']);
    expect(assets.stylesFor?.(['ui/components/catalogue-page.tsx', 'ui/newsletter/newsletter-form-extension.tsx'])).toEqual([
      '/assets/catalogue-5.css',
      '/assets/checkbox-3.css',
    ]);
    expect(assets.stylesFor?.([])).toEqual([]);
  });

  it("preloads a locale's copy chunk and what it imports", () => {
    expect(assets.localePreload('de-DE')).toEqual(['/assets/de-DE-6.js', '/assets/copy-7.js']);
  });

  it("names the runtime's files, React's parts and the rest, for the loader to preload at the first wake", () => {
    expect(assets.runtimePreload).toEqual([
      '/assets/react-part-8.js',
      '/assets/shop-react-9.js',
      '/assets/react-dom-part-13.js',
      '/assets/island-runtime-10.js',
      '/assets/shop-runtime-11.js',
    ]);
  });

  it("names a React island's files but the runtime's and the entry's, and none for a DOM island or a name it does not know", () => {
    expect(assets.islandPreload?.('sign-in-dialog')).toEqual([
      '/assets/sign-in-dialog.island-12.js',
      '/assets/checkbox-3.js',
      '/assets/shared-2.js',
    ]);
    expect(assets.islandPreload?.('country-switch')).toEqual([]);
    expect(assets.islandPreload?.('no-such-island')).toEqual([]);
  });

  it("names each island's chunk by the module beside its declaration, which loads it from there", () => {
    for (const name of Object.keys(ISLANDS)) {
      const module = islandChunkModule(name) ?? '';
      const folder = module.replace(/[^/]+$/, '');
      const chunk = module.slice(folder.length).replace(/\.ts$/, '');
      // The feature's declaration (and the catalogue's demo table it reaches the demos through).
      const declarations = readdirSync(folder)
        .filter((file) => file === 'island.ts' || file.endsWith('-demos.ts'))
        .map((file) => readFileSync(`${folder}${file}`, 'utf8'))
        .join('\n');
      // A React island's chunk is imported lazily; a DOM island comes with the declaration (a static import).
      expect(declarations, name).toMatch(new RegExp(`(import\\(|from )'\\./${chunk.replace(/\./g, '\\.')}'`));
      expect(readFileSync(module, 'utf8'), name).toContain('export default');
    }
  });
});
