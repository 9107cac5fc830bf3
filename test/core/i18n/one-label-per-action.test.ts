// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';

describe('one label per action, in every language', () => {
  it.each(LOCALES)('%s: the newsletter’s submit and the header’s sign-in say different things', async (locale) => {
    const { newsletter, session } = await loadCatalogue(locale);
    expect(newsletter.submit.trim().toLowerCase()).not.toBe(session.signIn.trim().toLowerCase());
    expect(newsletter.submit.trim().toLowerCase()).not.toBe(session.submit.trim().toLowerCase());
  });
});
