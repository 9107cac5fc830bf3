import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { currentWorker, expect } from './fixtures';

/** The emulator: its control endpoints and outbox (for `second-runtime`, the one behind the Deno server). */
export const emulatorUrl = (): string => currentWorker().addresses.emulator;

/** The storefront this worker's journeys visit: its emulator's, or the built entry on Deno (`second-runtime`). */
export const baseUrl = (): string => currentWorker().addresses.storefront;

/** The partner page's address: another origin that embeds the newsletter widget. */
export const partnerUrl = (): string => currentWorker().addresses.partner;

/** A fresh browser context (its own cookies and cache) in the worker's Chromium; close() ends it. */
export interface Session {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A fresh context in the worker's engine, with or without JavaScript in every engine (Firefox: a browser that runs no
 * page script, see fixtures' `scriptless`).
 */
export const newContext = async (options: BrowserContextOptions & { javaScriptEnabled: boolean }): Promise<BrowserContext> => {
  const { browser, scriptless } = currentWorker();
  return (options.javaScriptEnabled ? browser : await scriptless()).newContext(options);
};

/** A fresh context with the project's options (JavaScript on or off); traced, and screenshot on failure. */
export const launch = async (viewport = { width: 1440, height: 900 }): Promise<Session> => {
  const context = await newContext({ viewport, javaScriptEnabled: currentWorker().project.use.javaScriptEnabled ?? true });
  return { context, close: () => context.close() };
};

/** A page that records console errors, CSP violations and failed requests, for assertions. */
export interface WatchedPage {
  readonly page: Page;
  readonly problems: string[];
}

/**
 * Waits until the loader has made the page interactive (`html[data-ready]`). Asked of the page itself each time:
 * Playwright's locator wait over WebDriver BiDi (Firefox) can miss an attribute set while its utility world is made.
 */
export const whenReady = async (page: Page): Promise<void> => {
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-ready')), { timeout: 30_000 }).toBe(true);
};

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
  await whenReady(page);
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

/** Resolves once the browser has timed the page's first input (Event Timing keeps it whatever its duration). */
export const firstInputTimed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length > 0) {
            observer.disconnect();
            resolve();
          }
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
