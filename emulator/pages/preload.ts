import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }

/**
 * Module-preload links for one locale's copy chunk, read from Vite's manifest, so the browser fetches the copy
 * in parallel with the entry instead of after it (one round trip less before first render).
 */
export const localePreloader = (distDir: string | undefined): ((locale: string) => string[]) => {
  const path = distDir ? join(distDir, '.vite/manifest.json') : undefined;
  if (!path || !existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const entryFiles = new Set(Object.values(manifest).filter((chunk) => chunk.isEntry).map((chunk) => chunk.file));
  return (locale) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file) || entryFiles.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(`core/i18n/locales/${locale}.ts`);
    return [...files].map((file) => `/${file}`);
  };
};
