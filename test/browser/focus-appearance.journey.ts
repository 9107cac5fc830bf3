import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './support/fixtures';
import { launch, openPage, type Session } from './support/browser';

/**
 * WCAG 2.2 focus appearance (2.4.13) on every kind of control: the pixels that change between the unfocused and the
 * focused control, by a contrast of at least 3:1, cover at least the area of a 2 CSS px thick perimeter of the
 * control (its visible box: an input's frame, a checkbox's box). Measured on screenshots of the control with a margin
 * around it, at a device scale of 1, caret hidden and transitions finished.
 */
const MARGIN = 10;

/** The relative luminance of an sRGB pixel (WCAG 2.x). */
const luminance = (r: number, g: number, b: number): number => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The box a shopper sees as the control: a text field's or select's frame, a checkbox's drawn box, else the element. */
const visibleBox = (control: Locator) =>
  control.evaluate((element) => {
    const shown =
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? (element.parentElement?.querySelector('.checkbox__box') ?? element)
        : (element.closest('.control') ?? element);
    const box = shown.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });

const focusIndicator = async (page: Page, control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  const box = await visibleBox(control);
  const clip = {
    x: Math.max(0, box.x - MARGIN),
    y: Math.max(0, box.y - MARGIN),
    width: box.width + 2 * MARGIN,
    height: box.height + 2 * MARGIN,
  };
  const shot = async () => PNG.sync.read(await page.screenshot({ clip, caret: 'hide', animations: 'disabled' }));
  const before = await shot();
  // A key first, so the browser shows focus as it does for a keyboard user (:focus-visible), then the focus.
  await page.keyboard.press('Shift');
  await control.focus();
  const after = await shot();
  let changed = 0;
  for (let i = 0; i < before.data.length; i += 4) {
    const was = luminance(before.data[i] ?? 0, before.data[i + 1] ?? 0, before.data[i + 2] ?? 0);
    const is = luminance(after.data[i] ?? 0, after.data[i + 1] ?? 0, after.data[i + 2] ?? 0);
    if (contrast(was, is) >= 3) changed += 1;
  }
  // The area of a 2 px thick perimeter of the box.
  const perimeterArea = 2 * 2 * (Math.round(box.width) + Math.round(box.height)) - 16;
  await control.blur();
  return { changed, perimeterArea, after: PNG.sync.write(after) };
};

test.describe('focus appearance of every control (WCAG 2.2 2.4.13)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  const controls: Array<[string, string, { width: number; height: number }, (page: Page) => Locator]> = [
    ['text input (footer email)', '/', { width: 1440, height: 900 }, (page) => page.getByRole('contentinfo').getByRole('textbox').first()],
    ['select (country)', '/', { width: 1440, height: 900 }, (page) => page.getByRole('contentinfo').getByRole('combobox').first()],
    ['button (header sign-in)', '/', { width: 1440, height: 900 }, (page) => page.getByRole('banner').getByRole('button').first()],
    ['link (footer)', '/', { width: 1440, height: 900 }, (page) => page.getByRole('contentinfo').getByRole('link').first()],
    ['checkbox (catalogue)', '/components', { width: 1440, height: 900 }, (page) => page.getByRole('main').getByRole('checkbox').first()],
    ['summary (footer group, phone)', '/', { width: 375, height: 800 }, (page) => page.getByRole('contentinfo').locator('summary').first()],
  ];

  for (const [kind, path, viewport, find] of controls) {
    test(`${kind}: the focus changes at least a 2 px perimeter by 3:1 or more`, async ({}, testInfo) => {
      const { page } = await openPage(session, path, viewport);
      const { changed, perimeterArea, after } = await focusIndicator(page, find(page));
      await testInfo.attach(`${kind} focused`, { body: after, contentType: 'image/png' });
      expect(changed, `${changed} px changed by ≥ 3:1; a 2 px perimeter is ${perimeterArea} px`).toBeGreaterThanOrEqual(perimeterArea);
      await page.close();
    });
  }
});
