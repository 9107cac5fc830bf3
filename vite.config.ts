import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** One Vite config for the app build, the dev server and the unit/component tests. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Inline assets would need 'unsafe-inline' data: allowances beyond img-src; keep them as files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json maps chunks to sources; the bench uses it to name lazy chunks.
    manifest: true,
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**', 'node_modules/**'],
    environment: 'jsdom',
    setupFiles: ['test/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
