import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { gzSize } from './gzip';

/** Builds the floor entry with the app's Vite config and returns the gz bytes of its JS. */
export const measureFloor = async (): Promise<{ jsGz: number }> => {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-floor-'));
  // Under vitest NODE_ENV is 'test', which would make Vite bundle React's development build: force production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      configFile: resolve('vite.config.ts'),
      root: resolve('test/bench/floor'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: false },
    });
    const assets = join(outDir, 'assets');
    const jsGz = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzSize(readFileSync(join(assets, file))), 0);
    return { jsGz };
  } finally {
    process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
};
