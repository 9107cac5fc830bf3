import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Committed reference images; `UPDATE_SCREENSHOTS=1 npm run test:browser` rewrites them after an intended change. */
const REFERENCE_DIR = join(import.meta.dirname, '..', 'reference-screenshots');
/** Where a failing comparison leaves the actual image and the diff (ignored by git). */
const OUTPUT_DIR = join(import.meta.dirname, '..', 'screenshots');
/** A pixel counts as changed when its colour differs beyond anti-aliasing noise (pixelmatch's 0–1 scale). */
const PIXEL_THRESHOLD = 0.1;

/** How a screenshot compares with its reference. */
export interface ScreenshotComparison {
  /** Share of changed pixels (1 when the page size changed). */
  readonly changedRatio: number;
  /** A readable summary for the assertion message. */
  readonly summary: string;
}

/** A full-page screenshot with animations stopped, the caret hidden and every lazy image loaded. */
const stableScreenshot = async (page: Page): Promise<Buffer> => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
    await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
};

/** Compares the page with the reference image `name`; a missing reference (or UPDATE_SCREENSHOTS=1) is written. */
export const compareScreenshot = async (page: Page, name: string): Promise<ScreenshotComparison> => {
  const actual = await stableScreenshot(page);
  const referencePath = join(REFERENCE_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(referencePath)) {
    if (process.env.CI) return { changedRatio: 1, summary: `no reference image ${referencePath} on CI` };
    writeFileSync(referencePath, actual);
    return { changedRatio: 0, summary: `wrote ${referencePath}` };
  }
  const expected = PNG.sync.read(readFileSync(referencePath));
  const got = PNG.sync.read(actual);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(join(OUTPUT_DIR, `${name}.png`), actual);
    return { changedRatio: 1, summary: `size ${got.width}×${got.height} instead of ${expected.width}×${expected.height}` };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD });
  const changedRatio = changed / (got.width * got.height);
  if (changed > 0) {
    writeFileSync(join(OUTPUT_DIR, `${name}.png`), actual);
    writeFileSync(join(OUTPUT_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  }
  return { changedRatio, summary: `${changed} pixels changed (${(changedRatio * 100).toFixed(2)} %), see ${OUTPUT_DIR}` };
};
