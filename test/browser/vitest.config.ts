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
    // No retries: a journey that can fail on a first try is a bug to fix (issue 14, item 12).
    retry: 0,
  },
});
