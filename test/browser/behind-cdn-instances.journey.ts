import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startCdnStack, type CdnStack, type EntryInstance } from './support/behind-cdn';
import { currentWorker, expect, test } from './support/fixtures';

// Several entry instances behind Varnish (docs/deployment.md, "More than one instance"): the shipped VCL's director,
// probe and retry keep shoppers whole while an instance is lost under load, and a deploy under cached pages leaves
// every page the CDN or an open tab holds working.

const cdn = (): CdnStack => {
  const stack = currentWorker().cdn;
  if (!stack) throw new Error('The instances journeys run in the behind-cdn project (playwright.config.ts).');
  return stack;
};

/** The probe's window (deploy/varnish/storefront.vcl, `probe storefront_health`: .window = 5). */
const PROBE_WINDOW = 5;
const DIST = process.env.STOREFRONT_DIST ?? 'dist';
/** What the German storefront says to an acknowledged sign-up. */
const ACKNOWLEDGED = 'Fast geschafft!';

/** The sign-up requests the services recorded for an address (one per sign-up the service took). */
const signUpsOf = async (stack: CdnStack, email: string): Promise<number> => {
  const answer = await fetch(`${stack.emulator.url}/emulator/api/newsletter/proof?recipient=${encodeURIComponent(email)}`);
  return ((await answer.json()) as unknown[]).length;
};

/** Whether a probe's line says the probe succeeded ("entry_2 Still sick 4--X-RH 1 3 5 …": H, a good answer). */
const happy = (line: string): boolean => (line.split(/\s+/)[3] ?? '').includes('H');

/** The probe's lines about one instance, from the `since`-th of them on. */
const probesOf = async (stack: CdnStack, entry: EntryInstance, since = 0): Promise<string[]> =>
  (await stack.probes()).filter((line) => line.startsWith(`${entry.name} `)).slice(since);

test('an instance killed under 200 connections: no failed page, no lost or doubled sign-up; the probe takes it out and back', async () => {
  // A load journey: 200 connections at a time on a shared machine.
  test.setTimeout(180_000);
  const stack = cdn();
  expect(stack.entries.length).toBe(3);
  const lost = stack.entries[1];
  if (!lost) throw new Error('No second instance.');
  await fetch(`${stack.emulator.url}/emulator/api/newsletter/rate-limits/reset`, { method: 'POST' });
  const failures: string[] = [];
  let answered = 0;
  // Kept pages (answered by Varnish) and a personal one (a login cookie the services do not know: passed to an entry).
  const personal = { Cookie: 'LoginToken=unknown-to-the-services' };
  const pages: ReadonlyArray<readonly [string, Record<string, string>]> = [
    ...['/', '/hu/', '/tr/components', '/at/', '/cz/', '/sk/', '/ch/', '/tr/', '/pl/'].map((path) => [path, {}] as const),
    ['/cz/', personal],
  ];
  const load = async (path: string, headers: Record<string, string>) => {
    try {
      const answer = await fetch(`${stack.url}${path}`, { headers: { Accept: 'text/html', ...headers } });
      const body = await answer.text();
      if (answer.status !== 200 || !body.includes('<main id="main-content"')) failures.push(`${path}: ${answer.status}`);
    } catch (error) {
      failures.push(`${path}: ${String((error as Error).cause ?? (error as Error).message)}`);
    }
    answered += 1;
  };
  /** 200 shoppers loading a page each, side by side: 200 connections. */
  const wave = () => Promise.all(Array.from({ length: 200 }, (_, index) => load(...(pages[index % pages.length] ?? ['/', {}]))));
  // A no-JavaScript sign-up, posted through the CDN as the footer's form posts it.
  const acknowledged: string[] = [];
  const signUp = async (label: string) => {
    const email = `instances-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    try {
      const answer = await fetch(`${stack.url}/subscribenewsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded', Origin: stack.url },
        // The fields the German footer's form sends, with the legal texts it shows (the proof of consent).
        body: new URLSearchParams([
          ['_form', 'newsletter-signup'],
          ['legalTextsShown', 'MINIMUM_AGE'],
          ['legalTextsShown', 'PRIVACY_HINT'],
          ['email', email],
          ['homepage', ''],
        ]).toString(),
      });
      const body = await answer.text();
      if (answer.status === 200 && body.includes(ACKNOWLEDGED)) acknowledged.push(email);
      else
        failures.push(
          `sign-up ${label}: ${answer.status} ${(/role="alert"[^]{0,3000}/.exec(body)?.[0] ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')}`,
        );
    } catch (error) {
      failures.push(`sign-up ${label}: ${String((error as Error).cause ?? (error as Error).message)}`);
    }
  };
  const signUps = (label: string, count: number) => Promise.all(Array.from({ length: count }, (_, index) => signUp(`${label}${index}`)));

  await Promise.all([wave(), signUps('before', 5)]);
  const refusedBefore = (await stack.counters())[`VBE.boot.${lost.name}.fail_econnrefused`] ?? 0;
  // Killed while a wave of 200 is on its way, and with no sign-up in flight to it: one it had received could be
  // neither answered nor sent again (the VCL says why). The sign-ups right after the kill meet the dead instance before
  // the probe says so: their connections are refused and they go to another instance.
  const during = wave();
  await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThanOrEqual(300);
  const probesBefore = (await probesOf(stack, lost)).length;
  await lost.kill();
  await Promise.all([during, signUps('after-kill', 10), wave()]);
  // Shoppers go on until the probe takes it out.
  while ((await stack.health())[lost.name] !== 'sick') await wave();
  // Taken out within the probe's window: at most that many probes from its first failed one to "Went sick".
  const afterKill = await probesOf(stack, lost, probesBefore);
  const firstFailed = afterKill.findIndex((line) => !happy(line));
  expect(firstFailed).toBeGreaterThanOrEqual(0);
  expect(afterKill.findIndex((line) => line.includes('Went sick')) - firstFailed + 1).toBeLessThanOrEqual(PROBE_WINDOW);
  // Requests met the dead instance (refused connections), and every one was answered by another.
  expect((await stack.counters())[`VBE.boot.${lost.name}.fail_econnrefused`] ?? 0).toBeGreaterThan(refusedBefore);
  await Promise.all([wave(), signUps('while-out', 5)]);

  // It comes back, and the probe puts it back within its window: at most that many probes from its first good one.
  const probesOut = (await probesOf(stack, lost)).length;
  await lost.start();
  await expect.poll(async () => (await stack.health())[lost.name], { timeout: 30_000 }).toBe('healthy');
  const afterStart = await probesOf(stack, lost, probesOut);
  const firstGood = afterStart.findIndex(happy);
  expect(firstGood).toBeGreaterThanOrEqual(0);
  expect(afterStart.findIndex((line) => line.includes('Back healthy')) - firstGood + 1).toBeLessThanOrEqual(PROBE_WINDOW);
  await Promise.all([wave(), signUps('back', 5)]);

  expect(failures).toEqual([]);
  expect(acknowledged).toHaveLength(25);
  // Every acknowledged sign-up is in the services' store exactly once: none lost, none done twice.
  const stored = await Promise.all(acknowledged.map(async (email) => [email, await signUpsOf(stack, email)] as const));
  expect(stored.filter(([, count]) => count !== 1)).toEqual([]);
});

/** Build B: a copy of build A whose every hashed file has another name (as a changed chunk hash gives), references included. */
const nextBuild = (from: string): string => {
  const to = mkdtempSync(join(tmpdir(), 'storefront-build-b-'));
  cpSync(from, to, { recursive: true });
  const renames = readdirSync(join(to, 'assets')).map((name) => [name, name.replace(/(\.[a-z0-9]+)$/i, '-b$1')] as const);
  for (const [name, renamed] of renames) renameSync(join(to, 'assets', name), join(to, 'assets', renamed));
  const rewrite = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) rewrite(path);
      else if (/\.(js|mjs|css|html|json)$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        const next = renames.reduce((content, [old, renamed]) => content.replaceAll(old, renamed), text);
        if (next !== text) writeFileSync(path, next);
      }
    }
  };
  rewrite(to);
  return to;
};

/** The first-load script a page's HTML names (asked for once the page has painted). */
const entryScriptOf = (html: string): string | undefined => /<meta name="storefront-loader" content="\/assets\/([^"]+)"/.exec(html)?.[1];

/** Taps sign-up, sign-in and the footer's country choice on a German page, each answered. */
const tapThrough = async (page: Page, email: string) => {
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await footer.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).waitFor();
  await footer.getByRole('button', { name: 'Abonnieren' }).click();
  await footer.getByRole('heading', { name: ACKNOWLEDGED }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await footer.getByRole('combobox', { name: 'Land wählen' }).selectOption('at');
  await page.waitForURL(/\/at\/$/);
};

test('a deploy under cached pages: a page of the build before keeps every file it names, and signs up, signs in and changes country', async () => {
  const { browser } = currentWorker();
  // Three instances started, and each replaced in turn.
  test.setTimeout(180_000);

  const buildB = nextBuild(DIST);
  // A stack of its own: this journey deploys another build to its instances.
  const stack = await startCdnStack(DIST);
  const contexts: BrowserContext[] = [];
  try {
    // Build A's page, kept by the CDN, and open in a tab.
    await expect
      .poll(async () =>
        (await (await fetch(`${stack.url}/`, { headers: { Accept: 'text/html' } })).text()).includes('class="footer-teasers"'),
      )
      .toBe(true);
    const kept = await fetch(`${stack.url}/`, { headers: { Accept: 'text/html' } });
    expect(kept.headers.get('X-Cache')).toBe('HIT');
    const scriptA = entryScriptOf(await kept.text());
    expect(scriptA).toBeDefined();
    const missing: string[] = [];
    const served: string[] = [];
    const watch = (page: Page) => {
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!pathname.startsWith('/assets/')) return;
        served.push(pathname.slice('/assets/'.length));
        if (response.status() >= 400) missing.push(`${pathname}: ${response.status()}`);
      });
      page.on('requestfailed', (request) => missing.push(`${request.url()}: ${request.failure()?.errorText}`));
    };
    const open = async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      contexts.push(context);
      const page = await context.newPage();
      watch(page);
      const response = await page.goto(`${stack.url}/`);
      expect(response?.headers()['x-cache']).toBe('HIT');
      expect(entryScriptOf((await response?.text()) ?? '')).toBe(scriptA);
      await page.locator('html[data-ready]').waitFor();
      return page;
    };
    const openTab = await open();

    // Deploy B, one instance after the other, each back in the director before the next goes: the static host keeps
    // build A's hashed files (STOREFRONT_KEPT_BUILDS), as docs/deployment.md says a shop's static host does.
    for (const entry of stack.entries) {
      await entry.stop();
      await entry.start({ distDir: buildB, settings: { STOREFRONT_KEPT_BUILDS: resolve(DIST) } });
      await expect.poll(async () => (await stack.health())[entry.name], { timeout: 20_000 }).toBe('healthy');
    }
    const fresh = await (await fetch(`${stack.entryUrl}/`, { headers: { Accept: 'text/html' } })).text();
    expect(entryScriptOf(fresh)).not.toBe(scriptA);
    // An edge that never held A's files: they come from the instances of build B.
    await stack.admin('ban', 'req.url', '~', '^/assets/');
    served.length = 0;

    // The tab opened before the deploy, and a new visitor who gets A's page from the CDN.
    await tapThrough(openTab, `deploy-tab-${Date.now()}@example.org`);
    const newVisitor = await open();
    await tapThrough(newVisitor, `deploy-new-${Date.now()}@example.org`);
    expect(missing).toEqual([]);
    // Build A's own files were asked for after the deploy, and served.
    const namesOfB = new Set(readdirSync(join(buildB, 'assets')));
    expect(served.filter((name) => !namesOfB.has(name))).toContain(scriptA);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await stack.close();
    rmSync(buildB, { recursive: true, force: true });
  }
});

test('with every instance down, kept pages are served within their grace, and the instances come back', async () => {
  // Durations a shop may set, short enough to watch a page go stale: kept 2 s, then served stale up to 10 s.
  const stack = await startCdnStack(DIST, { PAGE_CACHE_SECONDS: '2', SERVER_PAGE_CACHE_SECONDS: '1' });
  try {
    const at = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${stack.url}${path}`, { headers: { Accept: 'text/html', ...headers } });
      return { status: answer.status, age: Number(answer.headers.get('Age')), body: await answer.text() };
    };
    await expect.poll(async () => (await at('/sk/')).body).toContain('class="footer-teasers"');
    await Promise.all(stack.entries.map((entry) => entry.kill()));
    await expect.poll(async () => Object.values(await stack.health()), { timeout: 20_000 }).toEqual(['sick', 'sick', 'sick']);
    // Past its freshness, within its grace: the kept page, whole.
    await expect.poll(async () => (await at('/sk/')).age, { timeout: 10_000 }).toBeGreaterThan(2);
    const stale = await at('/sk/');
    expect(stale.status).toBe(200);
    expect(stale.body).toContain('class="footer-teasers"');
    // What Varnish does not hold has nobody to answer it.
    expect((await at('/sk/', { Cookie: 'LoginToken=unknown-to-the-services' })).status).toBe(503);
    await Promise.all(stack.entries.map((entry) => entry.start()));
    await expect.poll(async () => Object.values(await stack.health()), { timeout: 20_000 }).toEqual(['healthy', 'healthy', 'healthy']);
    expect((await at('/sk/', { Cookie: 'LoginToken=unknown-to-the-services' })).status).toBe(200);
  } finally {
    await stack.close();
  }
});
