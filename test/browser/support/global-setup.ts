import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { ensureChromium } from './ensure-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    partnerUrl: string;
  }
}

let emulator: RunningEmulator | undefined;

/** Checks Chromium and the build, then starts one emulator (in-memory store, free port) for all journeys. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureChromium();
  // STOREFRONT_DIST lets a developer test another build folder (e.g. `vite build --outDir /tmp/x`).
  const distDir = process.env.STOREFRONT_DIST ?? 'dist';
  if (!existsSync(`${distDir}/index.html`))
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first (npm test does).`);
  emulator = await startEmulator({ port: 0, dbPath: null, distDir, config: { previewMode: true }, partnerPort: 0 });
  project.provide('baseUrl', emulator.url);
  project.provide('partnerUrl', emulator.partnerUrl ?? '');
  return async () => {
    await emulator?.close();
  };
}
