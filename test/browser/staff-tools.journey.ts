import { expect, test } from './support/fixtures';
import { axeViolations, baseUrl, emulatorUrl, launch, type Session } from './support/browser';

test.describe('the emulator’s control page and the site icon (Chromium)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('the control page fits a 375 px phone (no sideways scroll of the page) and has no axe violations', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${emulatorUrl()}/emulator/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page is wider than the phone by this many pixels').toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/favicon.ico answers the shop’s icon, as /favicon.svg does', async () => {
    const ico = await session.context.request.get(`${baseUrl()}/favicon.ico`);
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const body = await ico.body();
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });
});
