import { each, expect, test } from './support/fixtures';
import { launch, openPage, type Session } from './support/browser';
import { compareScreenshot } from './support/screenshots';

/** Beyond this share of changed pixels a page counts as changed (a shifted column or a resized card changes far more). */
const MAX_CHANGED_RATIO = 0.005;

const PAGES = [
  ['de', '/'],
  ['tr', '/tr/'],
] as const;
const WIDTHS = [375, 1440] as const;

/** Left edge and width of an element's content box, in CSS pixels. */
const contentBox = (selector: string): { left: number; width: number } | null => {
  const element = document.querySelector(selector);
  if (!element) return null;
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const left = box.left + parseFloat(style.paddingLeft);
  return { left: Math.round(left), width: Math.round(box.right - parseFloat(style.paddingRight) - left) };
};

test.describe('what shoppers see, compared with reference screenshots', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  each(PAGES.flatMap(([country, path]) => WIDTHS.map((width) => [country, path, width] as const)))(
    'the %s home page (%s) at %i px looks as it did',
    async (country, path, width) => {
      const { page } = await openPage(session, path, { width, height: 900 });
      const { changedRatio, summary } = await compareScreenshot(page, `home-${country}-${width}`);
      expect(changedRatio, summary).toBeLessThanOrEqual(MAX_CHANGED_RATIO);
      await page.close();
    },
  );

  test('lines the footer and the newsletter card up with header and main at 1440 px', async () => {
    const { page } = await openPage(session, '/', { width: 1440, height: 900 });
    const header = await page.evaluate(contentBox, '.site-header__inner');
    const main = await page.evaluate(contentBox, '.page__main');
    const footer = await page.evaluate(contentBox, '.footer__inner');
    const card = await page.locator('.newsletter').boundingBox();
    expect(header).toEqual({ left: 96, width: 1248 });
    expect(main).toEqual(header);
    expect(footer).toEqual(header);
    expect({ left: Math.round(card?.x ?? 0), width: Math.round(card?.width ?? 0) }).toEqual(header);
    await page.close();
  });
});
