import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzSize } from './gzip';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** One lazily loaded chunk (with the chunks only it pulls in), named after its source. */
export interface LazyChunk {
  readonly name: string;
  readonly src: string;
  /** The dynamic entry's own file: loading it means this chunk was asked for. */
  readonly file: string;
  /** Its file plus the chunks only it pulls in. */
  readonly files: readonly string[];
  readonly gz: number;
}

/** Reads Vite's manifest and sizes every dynamic entry together with the imports the entry does not already load. */
export const lazyChunks = (distDir: string): { entryFiles: Set<string>; chunks: LazyChunk[] } => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryClosure = new Set(entryKeys.flatMap((key) => [...closure(key)]));
  const entryFiles = new Set([...entryClosure].map((key) => manifest[key]?.file ?? ''));
  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = [...closure(key)].filter((k) => !entryClosure.has(k));
      const files = own.flatMap((k) => [manifest[k]?.file ?? '', ...(manifest[k]?.css ?? [])]).filter(Boolean);
      return {
        name: nameOf(chunk.src ?? key),
        src: chunk.src ?? key,
        file: chunk.file,
        files,
        gz: files.reduce((sum, file) => sum + gzSize(readFileSync(join(distDir, file))), 0),
      };
    });
  return { entryFiles, chunks };
};

const nameOf = (src: string): string => {
  const locale = /core\/i18n\/locales\/([\w-]+)\.ts$/.exec(src);
  if (locale) return `copy ${locale[1]}`;
  return src.replace(/^.*\/(ui|core|composition)\//, '$1/').replace(/\.(tsx?|jsx?)$/, '');
};
