// @vitest-environment node
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import type { LoadNewsletterPrefill } from '../../../core/newsletter/load-newsletter-prefill.use-case';
import {
  answerNewsletterPost,
  createNewsletterSignup,
  newsletterSignupView,
  type NewsletterSignup,
} from '../../../core/newsletter/newsletter-signup.controller';
import { NewsletterSignupSnapshotCodec } from '../../../core/newsletter/newsletter-signup.codec';
import { subscribeToNewsletter } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { FakeNewsletterGateway, RecordingTracking } from '../../fakes/fake-newsletter-gateway';
import { FakeSessionChanges } from '../../fakes/fake-session-changes';
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
/** The sign-up's deps with no session changes (the server's answer, or a page nobody signs in on). */
const depsOf = (subscribe: SubscribeToNewsletter, loadPrefill: LoadNewsletterPrefill = noPrefill) => ({
  subscribe,
  loadPrefill,
  sessionChanges: new FakeSessionChanges().subscribe,
});
const prefillOf =
  (prefill: NewsletterPrefill): LoadNewsletterPrefill =>
  () =>
    TE.right(prefill);

/** What a DE shopper sees with the further fields revealed and the legal notice open. */
const SHOWN = ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'] as const;

describe('newsletter sign-up controller (DE)', () => {
  it('expands the form once the email field had focus, and validates the address only when the visitor leaves it', () => {
    const signup = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE' });
    expect(newsletterSignupView(signup.getSnapshot()).expanded).toBe(false);
    signup.focus('email');
    signup.change({ email: 'kein-at' });
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ expanded: true, errors: {} });
    signup.blur('email');
    expect(newsletterSignupView(signup.getSnapshot()).errors).toEqual({ email: 'emailInvalid' });
  });

  it('succeeds with the address the mail went to, and sends with the widget origin', async () => {
    const { subscribe, sent } = useCase();
    const signup = createNewsletterSignup(depsOf(subscribe), { country: 'DE', originAddition: 'footer' });
    signup.change({ email: 'a@b.de' });
    await signup.submit(SHOWN);
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
    const signup = createNewsletterSignup(depsOf(useCase(E.left(error)).subscribe), { country: 'DE' });
    signup.change({ email: 'a@b.de' });
    await signup.submit(SHOWN);
    expect(signup.getSnapshot().submission.status).toBe(status);
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ values: { email: 'a@b.de' }, errors });
  });

  it('sends nothing for an invalid form and names its first invalid field', async () => {
    const { subscribe, sent } = useCase();
    const signup = createNewsletterSignup(depsOf(subscribe), { country: 'DE' });
    await signup.submit(SHOWN);
    expect(sent).toEqual([]);
    expect(signup.getSnapshot().form.errorKeptOn).toBe('email');
    expect(signup.getSnapshot().submission.status).toBe('NONE');
  });

  it('sends one sign-up at a time', async () => {
    const held = useCase('hold');
    const signup = createNewsletterSignup(depsOf(held.subscribe), { country: 'DE' });
    signup.change({ email: 'a@b.de' });
    const first = signup.submit(SHOWN);
    await signup.submit(SHOWN);
    expect(newsletterSignupView(signup.getSnapshot()).submitting).toBe(true);
    held.release();
    await first;
    expect(held.sent).toHaveLength(1);
  });

  it("fills a signed-in customer's prefill, which a later prefill replaces without touching what was typed", async () => {
    let prefill: NewsletterPrefill = { values: { email: 'anna@example.com', firstName: 'Anna' }, heldConsents: ['DNE'], lockedFields: [] };
    const signup = createNewsletterSignup(
      depsOf(useCase().subscribe, () => prefillOf(prefill)()),
      { country: 'DE' },
    );
    await signup.loadPrefill();
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ values: { email: 'anna@example.com' }, dneHidden: true });
    signup.change({ firstName: 'Annika' });
    prefill = NO_PREFILL;
    await signup.loadPrefill();
    expect(newsletterSignupView(signup.getSnapshot()).values).toMatchObject({ email: '', firstName: 'Annika' });
  });

  it('shows the invalid-link banner until the email field gets focus', () => {
    const signup = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', invalidLink: true });
    expect(signup.getSnapshot().submission.invalidLink).toBe(true);
    signup.focus('email');
    expect(signup.getSnapshot().submission.invalidLink).toBe(false);
  });
});

describe('where the sign-up starts (the island, the answer page and the embed alike)', () => {
  const answerTo = (originAddition: string) =>
    answerNewsletterPost(
      depsOf(useCase(E.left({ kind: 'INVALID_EMAIL' })).subscribe),
      'DE',
      readNewsletterPost({ email: ['a@b.de'], originAddition: [originAddition], origin: ['partner'], legalTextsShown: ['MINIMUM_AGE'] }),
    );

  it('continues from the page’s answer in the widget that posted it, with the post’s origin', async () => {
    const posted = await answerTo('footer');
    const signup = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', originAddition: 'footer', posted });
    expect(signup.getSnapshot().submission.status).toBe('ERROR_INVALID_EMAIL');
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({
      values: { email: 'a@b.de' },
      errors: { email: 'emailInvalid' },
      expanded: true,
      origin: 'partner',
      originAddition: 'footer',
    });
  });

  it('starts empty in another widget of the same page, with its own origin', async () => {
    const posted = await answerTo('subsite');
    const signup = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', originAddition: 'footer', posted });
    expect(signup.getSnapshot().submission.status).toBe('NONE');
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ values: { email: '' }, origin: 'onsite', originAddition: 'footer' });
  });

  it('shows the invalid-link banner from the start, beside a failed answer but not after a success', async () => {
    const empty = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', invalidLink: true });
    expect(empty.getSnapshot().submission.invalidLink).toBe(true);
    const failed = await answerTo('subsite');
    expect(
      createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', invalidLink: true, posted: failed }).getSnapshot().submission,
    ).toMatchObject({ status: 'ERROR_INVALID_EMAIL', invalidLink: true });
    const succeeded = await answerNewsletterPost(
      depsOf(useCase().subscribe),
      'DE',
      readNewsletterPost({ email: ['a@b.de'], legalTextsShown: ['MINIMUM_AGE'] }),
    );
    expect(
      createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE', invalidLink: true, posted: succeeded }).getSnapshot().submission,
    ).toMatchObject({ status: 'SUCCESS', invalidLink: false });
  });
});

describe('the prefill while the widget is on the page', () => {
  /** Resolves at the controller's next change. */
  const nextChange = (signup: NewsletterSignup) =>
    new Promise<void>((changed) => {
      const stop = signup.subscribe(() => {
        stop();
        changed();
      });
    });
  const customer = (email: string): NewsletterPrefill => ({ values: { email }, heldConsents: [], lockedFields: [] });

  it('is read when the widget starts and again after every login or logout, until it stops', async () => {
    const session = new FakeSessionChanges();
    const reads: Array<(prefill: NewsletterPrefill) => void> = [];
    const loadPrefill: LoadNewsletterPrefill = () => () =>
      new Promise((answer) => {
        reads.push((prefill) => answer(E.right(prefill)));
      });
    const signup = createNewsletterSignup(
      { subscribe: useCase().subscribe, loadPrefill, sessionChanges: session.subscribe },
      { country: 'DE' },
    );
    const stop = signup.start();
    expect(reads).toHaveLength(1);
    let changed = nextChange(signup);
    reads[0]?.(customer('anna@example.com'));
    await changed;
    expect(signup.getSnapshot().form.values.email).toBe('anna@example.com');
    session.change();
    expect(reads).toHaveLength(2);
    changed = nextChange(signup);
    reads[1]?.(NO_PREFILL);
    await changed;
    expect(signup.getSnapshot().form.values.email).toBe('');
    stop();
    expect(session.listening).toBe(0);
    session.change();
    expect(reads).toHaveLength(2);
  });

  it('starts from the prefill the page brought, without reading it again until the session changes', async () => {
    const session = new FakeSessionChanges();
    let reads = 0;
    const loadPrefill: LoadNewsletterPrefill = () => () => {
      reads += 1;
      return Promise.resolve(E.right(NO_PREFILL));
    };
    const anna: NewsletterPrefill = { values: { email: 'anna@example.com' }, heldConsents: ['DNE'], lockedFields: [] };
    const signup = createNewsletterSignup(
      { subscribe: useCase().subscribe, loadPrefill, sessionChanges: session.subscribe },
      { country: 'DE', prefill: { prefill: anna, current: () => true } },
    );
    expect(newsletterSignupView(signup.getSnapshot())).toMatchObject({ dneHidden: true, expanded: true });
    expect(signup.getSnapshot().form.values.email).toBe('anna@example.com');
    signup.start();
    expect(reads).toBe(0);
    const changed = nextChange(signup);
    session.change();
    await changed;
    expect(reads).toBe(1);
    expect(signup.getSnapshot().form.values.email).toBe('');
  });

  it('reads the prefill when it starts after the session changed since the page was made (a sign-in before it woke)', () => {
    let reads = 0;
    const loadPrefill: LoadNewsletterPrefill = () => () => {
      reads += 1;
      return Promise.resolve(E.right(NO_PREFILL));
    };
    const signup = createNewsletterSignup(
      { subscribe: useCase().subscribe, loadPrefill, sessionChanges: new FakeSessionChanges().subscribe },
      { country: 'DE', prefill: { prefill: NO_PREFILL, current: () => false } },
    );
    signup.start();
    expect(reads).toBe(1);
  });

  it('keeps a locked field’s prefilled value against a post that changed it (HU)', async () => {
    const sent = useCase();
    const zsofia: NewsletterPrefill = {
      values: { email: 'zsofia@example.com', firstName: 'Zsófia' },
      heldConsents: [],
      lockedFields: ['email', 'firstName'],
    };
    await answerNewsletterPost(
      depsOf(sent.subscribe, prefillOf(zsofia)),
      'HU',
      readNewsletterPost({ email: ['mallory@example.org'], firstName: ['Mallory'], lastName: ['Nagy'], legalTextsShown: ['MINIMUM_AGE'] }),
    );
    expect(sent.sent.at(-1)?.values).toMatchObject({ email: 'zsofia@example.com', firstName: 'Zsófia', lastName: 'Nagy' });
  });

  it('takes the later read when an earlier one answers after it', async () => {
    const session = new FakeSessionChanges();
    const reads: Array<(prefill: NewsletterPrefill) => Promise<void>> = [];
    const loadPrefill: LoadNewsletterPrefill = () => () =>
      new Promise((answer) => {
        reads.push(async (prefill) => answer(E.right(prefill)));
      });
    const signup = createNewsletterSignup(
      { subscribe: useCase().subscribe, loadPrefill, sessionChanges: session.subscribe },
      { country: 'DE' },
    );
    const first = signup.loadPrefill();
    const second = signup.loadPrefill();
    await reads[1]?.(customer('bea@example.com'));
    await second;
    await reads[0]?.(customer('anna@example.com'));
    await first;
    expect(signup.getSnapshot().form.values.email).toBe('bea@example.com');
  });
});

describe('success and the honeypot', () => {
  const realSignUp = () => {
    const gateway = new FakeNewsletterGateway();
    const tracking = new RecordingTracking();
    return { gateway, tracking, subscribe: subscribeToNewsletter({ gateway, tracking, country: 'DE' }) };
  };

  it('answers a filled honeypot as a success without sending, empties it, and reports the success event', async () => {
    const { gateway, tracking, subscribe } = realSignUp();
    const onSuccess = vi.fn();
    const signup = createNewsletterSignup(depsOf(subscribe), { country: 'DE', onSuccess });
    signup.change({ email: 'bot@spam.de' });
    signup.fillHoneypot('http://spam.example');
    expect(newsletterSignupView(signup.getSnapshot()).honeypot).toBe('http://spam.example');
    await signup.submit(SHOWN);
    expect(signup.getSnapshot().submission).toMatchObject({ status: 'SUCCESS', sentTo: 'bot@spam.de' });
    expect(gateway.subscriptions).toEqual([]);
    expect(tracking.events).toEqual([]);
    expect(signup.getSnapshot().honeypot).toBe('');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('reports the success event once per sign-up that succeeded, never for one that failed', async () => {
    const { gateway, subscribe } = realSignUp();
    const onSuccess = vi.fn();
    const signup = createNewsletterSignup(depsOf(subscribe), { country: 'DE', onSuccess });
    signup.change({ email: 'anna@example.com' });
    gateway.subscribeAnswer = E.left({ kind: 'NETWORK', message: 'down' });
    await signup.submit(SHOWN);
    expect(onSuccess).not.toHaveBeenCalled();
    gateway.subscribeAnswer = E.right(undefined);
    await signup.submit(SHOWN);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(gateway.subscriptions.map(({ email }) => email)).toEqual(['anna@example.com', 'anna@example.com']);
  });

  it('answers a post whose honeypot is filled as a bot’s, sending nothing', async () => {
    const { gateway, subscribe } = realSignUp();
    const answer = await answerNewsletterPost(
      depsOf(subscribe),
      'DE',
      readNewsletterPost({ email: ['bot@spam.de'], homepage: ['http://spam.example'], legalTextsShown: ['MINIMUM_AGE'] }),
    );
    expect(answer.submission.status).toBe('SUCCESS');
    expect(gateway.subscriptions).toEqual([]);
  });
});

describe('a sign-up posted without JavaScript (the same controller)', () => {
  const posted = (fields: Record<string, string>, source?: { defaultOrigin: string }) =>
    readNewsletterPost(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, [value]])), source);

  it('answers a form that held no legal texts with the expanded one to review, sending nothing', async () => {
    const service = useCase();
    const result = await answerNewsletterPost(
      depsOf(service.subscribe),
      'SK',
      posted({ email: 'jana@example.org', originAddition: 'footer', homepage: '' }),
    );
    expect(result.submission.status).toBe('REVIEW');
    expect(newsletterSignupView(result)).toMatchObject({
      originAddition: 'footer',
      values: { email: 'jana@example.org' },
      errors: {},
      expanded: true,
      formVisible: true,
    });
    expect(service.sent).toEqual([]);
  });

  it('sends a post from the widget’s form, which lists the texts beside which it was posted, and answers success', async () => {
    const service = useCase();
    const result = await answerNewsletterPost(
      depsOf(service.subscribe),
      'DE',
      posted({ email: 'jana@example.org', legalTextsShown: 'MINIMUM_AGE', homepage: '' }),
    );
    expect(result.submission.status).toBe('SUCCESS');
    expect(service.sent.map((request) => request.values.email)).toEqual(['jana@example.org']);
  });

  it('sends the legal texts on the screen, and a refusal for unread texts opens the collapsed legal notice, keeping what was typed', async () => {
    const { subscribe, sent } = useCase(E.left({ kind: 'TEXTS_NOT_SHOWN' }));
    const signup = createNewsletterSignup(depsOf(subscribe), { country: 'DE' });
    signup.change({ email: 'a@b.de', consents: ['DNE'] });
    expect(newsletterSignupView(signup.getSnapshot()).legalNoticeOpen).toBe(true);
    signup.toggleLegalNotice(false);
    expect(newsletterSignupView(signup.getSnapshot()).legalNoticeOpen).toBe(false);
    await signup.submit(['PRIVACY_HINT']);
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
    const deps = depsOf(subscribe);
    const fields = { _form: ['newsletter-signup'], email: ['a@b.de'], originAddition: ['footer'] };
    const review = await answerNewsletterPost(deps, 'DE', readNewsletterPost(fields));
    expect(review.submission.status).toBe('REVIEW');
    expect(sent).toEqual([]);
    const posted = { ...fields, legalTextsShown: ['MINIMUM_AGE', 'PRIVACY_HINT', 'LEGAL_NOTICE', 'NOT_A_TEXT'] };
    expect((await answerNewsletterPost(deps, 'DE', readNewsletterPost(posted))).submission.status).toBe('SUCCESS');
    expect(sent[0]?.legalTextsShown).toEqual(['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT']);
  });

  it('records the origin the embedding page’s fallback form came from, through the review and the send', async () => {
    const service = useCase();
    const deps = depsOf(service.subscribe);
    // The fallback form on a page that embeds the widget names no origin: the server entry says where it came from.
    const review = await answerNewsletterPost(
      deps,
      'DE',
      posted({ email: 'jana@example.org', originAddition: 'blog' }, { defaultOrigin: 'embedded' }),
    );
    expect(review).toMatchObject({ submission: { status: 'REVIEW' }, origin: 'embedded', originAddition: 'blog' });
    // The review form (on the shop's own page) posts the origin again: the sign-up records the embedded origin.
    const sent = await answerNewsletterPost(
      deps,
      'DE',
      posted({ email: 'jana@example.org', origin: review.origin, originAddition: 'blog', legalTextsShown: 'MINIMUM_AGE' }),
    );
    expect(sent).toMatchObject({ submission: { status: 'SUCCESS' }, origin: 'embedded' });
    expect(service.sent.map(({ origin, originAddition }) => ({ origin, originAddition }))).toEqual([
      { origin: 'embedded', originAddition: 'blog' },
    ]);
  });

  it('takes the default origin for a post from the shop’s own page, and for an origin that is no label', () => {
    expect(posted({ email: 'a@b.de' }).origin).toBe('onsite');
    expect(posted({ email: 'a@b.de', origin: '<script>' }, { defaultOrigin: 'embedded' }).origin).toBe('embedded');
  });

  const subscribed: E.Either<SubscribeError, SubscribeResult> = E.right({ kind: 'SUBSCRIBED', email: 'jana@example.org' });
  const refused: E.Either<SubscribeError, SubscribeResult> = E.left({ kind: 'INVALID_EMAIL' });
  it.each([
    ['a review', { email: ['jana@example.org'] }, subscribed],
    ['a success', { email: ['jana@example.org'], legalTextsShown: ['MINIMUM_AGE'] }, subscribed],
    ['a refused address', { email: ['jana@example.org'], legalTextsShown: ['MINIMUM_AGE'] }, refused],
    ['an invalid form', { email: ['kein-at'], legalTextsShown: ['MINIMUM_AGE'] }, refused],
  ])('sends %s to the browser as the controller’s snapshot, through its codec', async (_case, fields, answer) => {
    const snapshot = await answerNewsletterPost(depsOf(useCase(answer).subscribe), 'HU', readNewsletterPost(fields));
    const decoded = NewsletterSignupSnapshotCodec.decode(JSON.parse(JSON.stringify(NewsletterSignupSnapshotCodec.encode(snapshot))));
    expect(decoded).toEqual(E.right(snapshot));
  });

  it('keeps no field’s error against focus in its answer: the answer page puts focus where its address says', async () => {
    const answer = await answerNewsletterPost(
      depsOf(useCase().subscribe),
      'DE',
      readNewsletterPost({ email: ['kein-at'], legalTextsShown: ['MINIMUM_AGE'] }),
    );
    expect(newsletterSignupView(answer).errors).toEqual({ email: 'emailInvalid' });
    expect(answer.form.errorKeptOn).toBeNull();
  });

  it('refuses a page state that is no sign-up snapshot', () => {
    const snapshot = createNewsletterSignup(depsOf(useCase().subscribe), { country: 'DE' }).getSnapshot();
    for (const broken of [
      null,
      {},
      { ...snapshot, submission: { ...snapshot.submission, status: 'HACKED' } },
      { ...snapshot, honeypot: 1 },
    ]) {
      expect(E.isLeft(NewsletterSignupSnapshotCodec.decode(broken))).toBe(true);
    }
  });
});
