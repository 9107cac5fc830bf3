import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { firstInputTimed, launch, openPage, type Session } from './support/browser';

type DataLayerEvent = Record<string, string | number>;

/** The page goes to the background (another tab, the home screen): the moment web-vitals reports. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The shop's data layer, read before the page is left. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((item) => ({ ...(item as object) })));

/** The field-metric events in the data layer once all three are there. */
const fieldMetrics = async (page: Page): Promise<DataLayerEvent[]> => {
  await page.waitForFunction(() => {
    const layer = (window as unknown as { dataLayer?: Array<{ subject?: unknown; event?: unknown }> }).dataLayer ?? [];
    const names = new Set(layer.filter((item) => item.subject === 'web_vitals').map((item) => item.event));
    return names.has('INP') && names.has('LCP') && names.has('CLS');
  });
  return ((await dataLayer(page)) as DataLayerEvent[]).filter((item) => item.subject === 'web_vitals');
};

test.describe('field metrics in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('reports INP, LCP and CLS once to the data layer when the page is hidden, the INP with its island and phases', async () => {
    const { page, problems } = await openPage(session, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' }).waitFor();
    await firstInputTimed(page);
    // INP is the page's worst interaction so far: it is reported when the shopper leaves, not before.
    expect((await dataLayer(page)).filter((item) => 'event' in item && item.event === 'INP')).toEqual([]);

    await hide(page);
    const events = await fieldMetrics(page);
    expect(events.map((event) => event.event).sort()).toEqual(['CLS', 'INP', 'LCP']);

    const inp = events.find((event) => event.event === 'INP') ?? {};
    expect(inp).toMatchObject({ type: 'ga4', subject: 'web_vitals', island: 'customer-session', interaction_type: 'pointer' });
    expect(String(inp.debug_target)).toMatch(/^\[data-island="customer-session"\] \S/);
    const phases = [inp.input_delay, inp.processing_duration, inp.presentation_delay].map(Number);
    phases.forEach((phase) => expect(phase).toBeGreaterThanOrEqual(0));
    // The three phases are the interaction's duration (each rounded to a whole ms).
    expect(Math.abs(phases.reduce((sum, phase) => sum + phase, 0) - Number(inp.metric_value))).toBeLessThanOrEqual(2);
    expect(['input_delay', 'processing_duration', 'presentation_delay']).toContain(inp.slowest_phase);
    expect(inp.value).toBe(inp.metric_value);

    const lcp = events.find((event) => event.event === 'LCP') ?? {};
    expect(lcp).toMatchObject({ type: 'ga4', metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) });
    expect(Number(lcp.metric_value)).toBeGreaterThan(0);
    expect(typeof lcp.island).toBe('string');
    expect(String(lcp.debug_target)).not.toBe('');
    expect(lcp).not.toHaveProperty('input_delay');

    const cls = events.find((event) => event.event === 'CLS') ?? {};
    expect(cls).toMatchObject({ type: 'ga4', metric_value: 0, value: 0, metric_rating: 'good' });

    // Hidden again without anything new: nothing more is reported (once per page).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await fieldMetrics(page)).length).toBe(3);
    expect(problems).toEqual([]);
  });
});
