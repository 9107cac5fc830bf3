// @vitest-environment node
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { LoadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import {
  answerNewsletterPost,
  createNewsletterSignup,
  newsletterSignupView,
  postResultOf,
  snapshotFromPost,
} from '../../../core/newsletter/newsletter-signup.controller';
import { NO_PREFILL, type NewsletterPrefill } from '../../../core/newsletter/newsletter-prefill';
import type {
  SubscribeError,
  SubscribeResult,
  SubscribeToNewsletter,
  SubscriptionRequest,
} from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { validateNewsletterForm } from '../../../core/newsletter/newsletter-form-rules';
import { readNewsletterPost } from '../../../core/newsletter/newsletter-form-post';

/** A sign-up use case that validates as the real one does and answers what the test says. */
const useCase = (answer: E.Either<SubscribeError, SubscribeResult> | 'hold' = E.right({ kind: 'SUBSCRIBED', email: 'a@b.de' })) => {
  const sent: SubscriptionRequest[] = [];
  let release: () => void = () => undefined;
  const subscribe: SubscribeToNewsletter = (request) => async () => {
    const errors = validateNewsletterForm('DE', request.values);
    if (Object.keys(errors).length > 0) return E.left({ kind: 'INVALID_FORM', errors });
    sent.push(request);
    if (answer === 'hold') {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return E.right({ kind: 'SUBSCRIBED', email: request.values.email });
    }
    return answer;
  };
  return { subscribe, sent, release: () => release() };
};
const noPrefill: LoadNewsletterPrefill = () => TE.right(NO_PREFILL);
const prefillOf =
  (prefill: NewsletterPrefill): LoadNewsletterPrefill =>
  () =>
    TE.right(prefill);

/** What a DE shopper sees with the further fields revealed and the legal notice open. */
const SHOWN = ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'] as const;

describe('newsletter sign-up controller (DE)', () => {
  it('expands the form once the email field had focus, and validates the address only when the visitor leaves it', () => {
    const signup = createNewsletterSignup({ subscribe: useCase().subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    expect(newsletterSignupView(signup.getSnapshot()).expanded).toBe(false);
    signup.focus('email');
    signup.change({ email: 'kein-at' });
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ expanded: true, errors: {} });
    signup.blur('email');
    expect(newsletterSignupView(signup.getSnapshot()).errors).toEqual({ email: 'emailInvalid' });
  });

  it('succeeds with the address the mail went to, and sends with the widget origin', async () => {
    const { subscribe, sent } = useCase();
    const signup = createNewsletterSignup({ subscribe, loadPrefill: noPrefill }, { country: 'DE', originAddition: 'footer' });
    signup.change({ email: 'a@b.de' });
    await signup.submit('', SHOWN);
    expect(signup.getSnapshot().submission).toMatchObject({ status: 'SUCCESS', sentTo: 'a@b.de' });
    expect(newsletterSignupView(signup.getSnapshot()).formVisible).toBe(false);
    expect(sent[0]).toMatchObject({ honeypot: '', originAddition: 'footer' });
  });

  it.each([
    ['INVALID_EMAIL', { kind: 'INVALID_EMAIL' } as const, 'ERROR_INVALID_EMAIL', { email: 'emailInvalid' }],
    ['TOO_MANY_ATTEMPTS', { kind: 'TOO_MANY_ATTEMPTS' } as const, 'ERROR_TOO_MANY_ATTEMPTS', {}],
    ['TEXTS_NOT_SHOWN', { kind: 'TEXTS_NOT_SHOWN' } as const, 'ERROR_TEXTS_NOT_SHOWN', {}],
    ['GENERIC', { kind: 'GENERIC', cause: { kind: 'NETWORK', message: 'down' } } as const, 'ERROR_GENERIC', {}],
    ['OUTCOME_UNKNOWN', { kind: 'OUTCOME_UNKNOWN', cause: { kind: 'TIMEOUT', message: 'late' } } as const, 'UNCONFIRMED', {}],
  ])('answers %s with its banner and keeps what was typed', async (_kind, error, status, errors) => {
    const signup = createNewsletterSignup({ subscribe: useCase(E.left(error)).subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    signup.change({ email: 'a@b.de' });
    await signup.submit('', SHOWN);
    expect(signup.getSnapshot().submission.status).toBe(status);
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ values: { email: 'a@b.de' }, errors });
  });

  it('sends nothing for an invalid form and names its first invalid field', async () => {
    const { subscribe, sent } = useCase();
    const signup = createNewsletterSignup({ subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    await signup.submit('', SHOWN);
    expect(sent).toEqual([]);
    expect(signup.getSnapshot().form.errorKeptOn).toBe('email');
    expect(signup.getSnapshot().submission.status).toBe('NONE');
  });

  it('sends one sign-up at a time', async () => {
    const held = useCase('hold');
    const signup = createNewsletterSignup({ subscribe: held.subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    signup.change({ email: 'a@b.de' });
    const first = signup.submit('', SHOWN);
    await signup.submit('', SHOWN);
    expect(newsletterSignupView(signup.getSnapshot()).submitting).toBe(true);
    held.release();
    await first;
    expect(held.sent).toHaveLength(1);
  });

  it("fills a signed-in customer's prefill, which a later prefill replaces without touching what was typed", async () => {
    let prefill: NewsletterPrefill = { values: { email: 'anna@example.com', firstName: 'Anna' }, heldConsents: ['DNE'], lockedFields: [] };
    const signup = createNewsletterSignup({ subscribe: useCase().subscribe, loadPrefill: () => prefillOf(prefill)() }, { country: 'DE' });
    await signup.loadPrefill();
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ values: { email: 'anna@example.com' }, dneHidden: true });
    signup.change({ firstName: 'Annika' });
    prefill = NO_PREFILL;
    await signup.loadPrefill();
    expect(newsletterSignupView(signup.getSnapshot()).values).toMatchObject({ email: '', firstName: 'Annika' });
  });

  it('shows the invalid-link banner until the email field gets focus', () => {
    const signup = createNewsletterSignup({ subscribe: useCase().subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    signup.reportInvalidLink();
    expect(signup.getSnapshot().submission.invalidLink).toBe(true);
    signup.focus('email');
    expect(signup.getSnapshot().submission.invalidLink).toBe(false);
  });

  it('gives the no-JavaScript answer from its snapshot, and the widget that posted starts from it', async () => {
    const signup = createNewsletterSignup(
      { subscribe: useCase(E.left({ kind: 'INVALID_EMAIL' })).subscribe, loadPrefill: noPrefill },
      { country: 'DE', originAddition: 'footer' },
    );
    signup.change({ email: 'a@b.de' });
    await signup.submit('', SHOWN);
    const posted = postResultOf(signup.getSnapshot(), 'footer');
    expect(posted).toMatchObject({ status: 'ERROR_INVALID_EMAIL', values: { email: 'a@b.de' }, errors: { email: 'emailInvalid' } });
    const resumed = snapshotFromPost('DE', posted);
    expect(resumed.submission.status).toBe('ERROR_INVALID_EMAIL');
    expect(newsletterSignupView(resumed)).toMatchObject({ values: { email: 'a@b.de' }, errors: { email: 'emailInvalid' }, expanded: true });
  });
});

describe('a sign-up posted without JavaScript (the same controller)', () => {
  const posted = (fields: Record<string, string>, source?: { defaultOrigin: string }) =>
    readNewsletterPost(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, [value]])), source);

  it('answers a form that held no legal texts with the expanded one to review, sending nothing', async () => {
    const service = useCase();
    const result = await answerNewsletterPost(
      { subscribe: service.subscribe, loadPrefill: noPrefill },
      'SK',
      posted({ email: 'jana@example.org', originAddition: 'footer', homepage: '' }),
    );
    expect(result).toMatchObject({ status: 'REVIEW', originAddition: 'footer', values: { email: 'jana@example.org' }, errors: {} });
    expect(service.sent).toEqual([]);
  });

  it('sends a post from the widget’s form, which lists the texts beside which it was posted, and answers success', async () => {
    const service = useCase();
    const result = await answerNewsletterPost(
      { subscribe: service.subscribe, loadPrefill: noPrefill },
      'DE',
      posted({ email: 'jana@example.org', legalTextsShown: 'MINIMUM_AGE', homepage: '' }),
    );
    expect(result.status).toBe('SUCCESS');
    expect(service.sent.map((request) => request.values.email)).toEqual(['jana@example.org']);
  });

  it('sends the legal texts on the screen, and a refusal for unread texts opens the collapsed legal notice, keeping what was typed', async () => {
    const { subscribe, sent } = useCase(E.left({ kind: 'TEXTS_NOT_SHOWN' }));
    const signup = createNewsletterSignup({ subscribe, loadPrefill: noPrefill }, { country: 'DE' });
    signup.change({ email: 'a@b.de', consents: ['DNE'] });
    expect(newsletterSignupView(signup.getSnapshot()).legalNoticeOpen).toBe(true);
    signup.toggleLegalNotice(false);
    expect(newsletterSignupView(signup.getSnapshot()).legalNoticeOpen).toBe(false);
    await signup.submit('', ['PRIVACY_HINT']);
    expect(sent[0]?.legalTextsShown).toEqual(['PRIVACY_HINT']);
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({
      legalNoticeOpen: true,
      expanded: true,
      values: { email: 'a@b.de', consents: ['DNE'] },
    });
    expect(signup.getSnapshot().submission.status).toBe('ERROR_TEXTS_NOT_SHOWN');
  });

  it('answers a post without script with the texts it lists beside them, and a post listing none with the review', async () => {
    const { subscribe, sent } = useCase();
    const deps = { subscribe, loadPrefill: noPrefill };
    const fields = { _form: ['newsletter-signup'], email: ['a@b.de'], originAddition: ['footer'] };
    const review = await answerNewsletterPost(deps, 'DE', readNewsletterPost(fields));
    expect(review.status).toBe('REVIEW');
    expect(sent).toEqual([]);
    const posted = { ...fields, legalTextsShown: ['MINIMUM_AGE', 'PRIVACY_HINT', 'LEGAL_NOTICE', 'NOT_A_TEXT'] };
    expect((await answerNewsletterPost(deps, 'DE', readNewsletterPost(posted))).status).toBe('SUCCESS');
    expect(sent[0]?.legalTextsShown).toEqual(['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT']);
  });

  it('records the origin the embedding page’s fallback form came from, through the review and the send', async () => {
    const service = useCase();
    const deps = { subscribe: service.subscribe, loadPrefill: noPrefill };
    // The fallback form on a page that embeds the widget names no origin: the server entry says where it came from.
    const review = await answerNewsletterPost(
      deps,
      'DE',
      posted({ email: 'jana@example.org', originAddition: 'blog' }, { defaultOrigin: 'embedded' }),
    );
    expect(review).toMatchObject({ status: 'REVIEW', origin: 'embedded', originAddition: 'blog' });
    // The review form (on the shop's own page) posts the origin again: the sign-up records the embedded origin.
    const sent = await answerNewsletterPost(
      deps,
      'DE',
      posted({ email: 'jana@example.org', origin: review.origin, originAddition: 'blog', legalTextsShown: 'MINIMUM_AGE' }),
    );
    expect(sent).toMatchObject({ status: 'SUCCESS', origin: 'embedded' });
    expect(service.sent.map(({ origin, originAddition }) => ({ origin, originAddition }))).toEqual([
      { origin: 'embedded', originAddition: 'blog' },
    ]);
  });

  it('takes the default origin for a post from the shop’s own page, and for an origin that is no label', () => {
    expect(posted({ email: 'a@b.de' }).origin).toBe('onsite');
    expect(posted({ email: 'a@b.de', origin: '<script>' }, { defaultOrigin: 'embedded' }).origin).toBe('embedded');
  });
});
