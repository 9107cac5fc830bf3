import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS as ARGS, CHROMIUM_PATH } from './ensure-chromium';

/** The emulator's address for this run. */
export const baseUrl = (): string => inject('baseUrl');

/** The partner page's address: another origin that embeds the newsletter widget. */
export const partnerUrl = (): string => inject('partnerUrl');

/** A fresh Chromium profile; close() removes it. */
export interface Session {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Starts Chromium with a fresh profile. */
export const launch = async (viewport = { width: 1440, height: 900 }): Promise<Session> => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-chromium-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: ARGS, viewport });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A page that records console errors, CSP violations and failed requests, for assertions. */
export interface WatchedPage {
  readonly page: Page;
  readonly problems: string[];
}

/** Opens a page and records every console error and CSP violation on it. */
export const openPage = async (session: Session, path: string, viewport?: { width: number; height: number }): Promise<WatchedPage> => {
  const page = await session.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${baseUrl()}${path}`);
  // The server's HTML is there at once; a journey acts as a shopper would after the page became interactive.
  await page.locator('html[data-ready]').waitFor();
  return { page, problems };
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.x A/AA) in the page; returns the violations as readable lines. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  // evaluate() runs through the DevTools protocol, which the page's CSP does not restrict.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
  return violations;
};
