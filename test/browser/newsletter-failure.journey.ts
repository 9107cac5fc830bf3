import { expect, test } from './support/fixtures';
import { axeViolations, launch, openPage, type Session } from './support/browser';
import { freshAddress, mailsTo, setNewsletterOutage } from './support/newsletter';

test.describe('newsletter sign-up while the service fails', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    const page = await session.context.newPage();
    await setNewsletterOutage(page, false);
    await page.close();
  });

  test('shows the translated banner and keeps what was typed (HU)', async () => {
    const address = freshAddress('outage');
    const { page, problems } = await openPage(session, '/subscribenewsletter?country=hu', { width: 375, height: 800 });
    await setNewsletterOutage(page, true);
    await page.getByRole('textbox', { name: 'E-mail-cím' }).fill(address);
    await page.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MR');
    await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Kovács');
    await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Péter');
    await page.getByRole('button', { name: 'Feliratkozás' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges.' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail-cím' }).inputValue()).toBe(address);
    expect(await page.getByRole('textbox', { name: 'Keresztnév' }).inputValue()).toBe('Péter');
    expect(await page.getByRole('combobox', { name: 'Megszólítás' }).inputValue()).toBe('MR');
    expect(await axeViolations(page)).toEqual([]);
    expect(await mailsTo(page, address)).toEqual([]);

    await setNewsletterOutage(page, false);
    await page.getByRole('button', { name: 'Feliratkozás' }).click();
    await page.getByRole('heading', { name: 'Már majdnem kész!' }).waitFor();
    expect(await mailsTo(page, address)).toHaveLength(1);
    // The 503 is the emulator's answer the widget shows; the browser reports failed requests itself.
    expect(problems.filter((problem) => !problem.includes('503'))).toEqual([]);
  });

  test('shows the generic banner when the request gets no answer at all', async () => {
    const { page } = await openPage(session, '/subscribenewsletter?country=de&locale=en', { width: 1440, height: 900 });
    await page.route('**/service/newsletter/api/**/newsletter-subscribers', (route) => route.abort('connectionrefused'));
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody@example.org');
    // The form expands when the field gets focus; a person clicks the button where it is once that is done.
    await page.getByRole('checkbox', { name: /personalised offers/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'For technical reasons newsletter sign-up is not possible. Please try again later!' })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe('nobody@example.org');
  });
});
