import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, launch, openPage, type Session } from './support/browser';
import { loadedFooter } from './support/newsletter';

describe('newsletter sign-up for a logged-in customer, in Chromium', () => {
  let session: Session;
  beforeAll(async () => { session = await launch(); });
  afterAll(async () => { await session.close(); });

  it('prefills the HU form from base data, locks the prefilled fields and still offers DNE', async () => {
    // Seeded customer (README): zsofia@example.com / Kave2024!, no DNE consent.
    const login = await session.context.request.post(`${baseUrl()}/service/login/api/v1/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { email: 'zsofia@example.com', password: 'Kave2024!' },
    });
    expect(login.status()).toBe(200);
    const { page, problems } = await openPage(session, '/?country=hu', { width: 1440, height: 900 });
    const footer = await loadedFooter(page);
    const email = footer.getByRole('textbox', { name: 'E-mail-cím' });
    await expect.poll(() => email.inputValue()).toBe('zsofia@example.com');
    expect(await email.isDisabled()).toBe(true);
    expect(await footer.getByRole('textbox', { name: 'Keresztnév' }).inputValue()).toBe('Zsófia');
    expect(await footer.getByRole('textbox', { name: 'Vezetéknév' }).isDisabled()).toBe(true);
    expect(await footer.getByRole('combobox', { name: 'Megszólítás' }).inputValue()).toBe('MRS');
    expect(await footer.getByRole('checkbox', { name: /személyre szóló ajánlatokat/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
