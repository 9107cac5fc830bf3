import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from '../../browser/support/ensure-chromium';

/** A fresh Chromium profile for measuring. */
export const launchBrowser = async (): Promise<{ context: BrowserContext; close: () => Promise<void> }> => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
