import { defineConfig } from 'vitest/config';

/** Browser journeys: the production build served by the emulator, driven in Debian's Chromium by playwright-core. */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.journey.ts'],
    environment: 'node',
    globalSetup: ['test/browser/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one Chromium at a time keeps timings stable.
    fileParallelism: false,
    // On CI a journey that fails once is run again (as Playwright's CI preset does); locally a flake shows at once.
    retry: process.env.CI ? 1 : 0,
  },
});
