import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { loadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import { newsletterRulesFor } from '../../../core/newsletter/newsletter-country-rules';
import { EMPTY_NEWSLETTER_FORM } from '../../../core/newsletter/newsletter-form';
import { applyPrefill, isDneHidden, isFormExpanded, NO_PREFILL, prefillFromBaseData } from '../../../core/newsletter/newsletter-prefill';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingLogger } from '../../fakes/recording-logger';
import { aLoginToken, aTokenCookie } from '../../fakes/session-fakes';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

const anna = { email: 'anna@example.com', salutation: 'MRS' as const, firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE' as const] };

describe('prefill from customer base data', () => {
  it('fills only the fields a storefront shows, and locks them only where its rules say so', () => {
    expect(prefillFromBaseData(anna, newsletterRulesFor('DE'))).toEqual({
      values: { email: 'anna@example.com' },
      heldConsents: ['DNE'],
      lockedFields: [],
    });
    expect(prefillFromBaseData(anna, newsletterRulesFor('AT')).lockedFields).toEqual([]);
    expect(prefillFromBaseData(anna, newsletterRulesFor('HU'))).toEqual({
      values: { email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt' },
      heldConsents: ['DNE'],
      lockedFields: ['email', 'salutation', 'firstName', 'lastName'],
    });
    expect(prefillFromBaseData({ ...anna, firstName: ' ', salutation: '' }, newsletterRulesFor('TR')).lockedFields).toEqual([
      'email',
      'lastName',
    ]);
  });

  it('expands the form for a prefilled email, name or salutation, or once the email field had focus', () => {
    expect(isFormExpanded(false, NO_PREFILL)).toBe(false);
    expect(isFormExpanded(true, NO_PREFILL)).toBe(true);
    expect(isFormExpanded(false, { ...NO_PREFILL, values: { lastName: 'Nagy' } })).toBe(true);
  });

  it('hides the DNE checkbox only for a customer holding DNE', () => {
    expect(isDneHidden(prefillFromBaseData(anna, newsletterRulesFor('DE')))).toBe(true);
    expect(isDneHidden(prefillFromBaseData({ ...anna, consents: [] }, newsletterRulesFor('DE')))).toBe(false);
  });

  it('never overwrites what the visitor typed', () => {
    const prefill = prefillFromBaseData(anna, newsletterRulesFor('HU'));
    expect(applyPrefill({ ...EMPTY_NEWSLETTER_FORM, email: 'other@x.de' }, prefill)).toMatchObject({
      email: 'other@x.de',
      firstName: 'Anna',
      consents: ['DNE'],
    });
  });

  it('asks for base data with a live LoginToken cookie only, and starts empty when the call fails', async () => {
    const gateway = new FakeNewsletterGateway();
    const logger = new RecordingLogger();
    const token = aLoginToken(NOW, 600, 1800);
    const anonymous = loadNewsletterPrefill({ gateway, cookies: new MemoryCookieJar(), logger, country: 'DE', serverNow: () => NOW });
    expect(await anonymous()()).toEqual(E.right(NO_PREFILL));
    expect(gateway.baseDataTokens).toEqual([]);
    const customer = loadNewsletterPrefill({
      gateway,
      cookies: new MemoryCookieJar({ LoginToken: token }),
      logger,
      country: 'DE',
      serverNow: () => NOW,
    });
    expect(await customer()()).toEqual(E.right(NO_PREFILL));
    expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
    gateway.baseData = anna;
    expect(await customer()()).toEqual(E.right(prefillFromBaseData(anna, newsletterRulesFor('DE'))));
    expect(gateway.baseDataTokens).toEqual([token, token]);
  });

  it('reads the token as the refresh policy does: a due token still counts, an expired one does not', async () => {
    const gateway = new FakeNewsletterGateway();
    gateway.baseData = anna;
    const prefill = (cookie: string, serverNow = NOW) =>
      loadNewsletterPrefill({
        gateway,
        cookies: new MemoryCookieJar({ LoginToken: cookie }),
        logger: new RecordingLogger(),
        country: 'DE',
        serverNow: () => serverNow,
      })()();
    const due = aLoginToken(NOW, -60, 1800);
    expect(await prefill(due)).toEqual(E.right(prefillFromBaseData(anna, newsletterRulesFor('DE'))));
    expect(gateway.baseDataTokens).toEqual([due]);
    gateway.baseDataTokens.splice(0);
    const expired = aLoginToken(NOW, -1800, -1);
    expect(await prefill(expired)).toEqual(E.right(NO_PREFILL));
    // The server's clock decides: a token the client's clock still thinks alive is expired in server time.
    expect(await prefill(aLoginToken(NOW, 10, 60), NOW + 61_000)).toEqual(E.right(NO_PREFILL));
    expect(gateway.baseDataTokens).toEqual([]);
  });

  it.each([
    ['garbled', '%%%not-a-token'],
    ['not base64url JSON', 'bm90IGpzb24.secret'],
    ['wrongly shaped', aTokenCookie({ exp: 'tomorrow', ren: 1 })],
    ['without exp', aTokenCookie({ ren: NOW / 1000 + 60 })],
    ['blank', '   '],
  ])('sends no base-data call for a %s LoginToken', async (_label, cookie) => {
    const gateway = new FakeNewsletterGateway();
    gateway.baseData = anna;
    const prefill = loadNewsletterPrefill({
      gateway,
      cookies: new MemoryCookieJar({ LoginToken: cookie }),
      logger: new RecordingLogger(),
      country: 'DE',
      serverNow: () => NOW,
    });
    expect(await prefill()()).toEqual(E.right(NO_PREFILL));
    expect(gateway.baseDataTokens).toEqual([]);
  });
});
