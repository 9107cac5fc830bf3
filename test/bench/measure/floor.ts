import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { gzSize } from './gzip';

/** Builds the floor entry with the app's Vite config and returns the gz bytes of its JS. */
export const measureFloor = async (): Promise<{ jsGz: number }> => {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-floor-'));
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      root: resolve('test/bench/floor'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: false },
    });
    const assets = join(outDir, 'assets');
    const jsGz = readdirSync(assets).filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzSize(readFileSync(join(assets, file))), 0);
    return { jsGz };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};
