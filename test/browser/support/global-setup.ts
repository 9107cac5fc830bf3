import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { ensureChromium } from './ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext { baseUrl: string }
}

let emulator: RunningEmulator | undefined;

/** Checks Chromium and the build, then starts one emulator (in-memory store, free port) for all journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  if (!existsSync('dist/index.html')) throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  emulator = await startEmulator({ port: 0, dbPath: null, distDir: 'dist', config: { previewMode: true } });
  project.provide('baseUrl', emulator.url);
  return async () => { await emulator?.close(); };
}
