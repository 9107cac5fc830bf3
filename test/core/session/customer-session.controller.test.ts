// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCustomerSession } from '../../../core/session/customer-session.controller';
import { logIn } from '../../../core/session/log-in.use-case';
import { logOut } from '../../../core/session/log-out.use-case';
import { SkewTracker } from '../../../core/session/server-time';
import { SessionStatusStore, sessionStatusOf } from '../../../core/session/session-status.store';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingLogger } from '../../fakes/recording-logger';
import { aLoginToken, FakeSessionGateway } from '../../fakes/session-fakes';

/** The header's session over the real use cases, a scripted login service and the cookie jar the status reads. */
const aSession = (options: { signedIn?: boolean } = {}) => {
  const clock = new FakeClock();
  const cookies = new MemoryCookieJar();
  const gateway = new FakeSessionGateway();
  const logger = new RecordingLogger();
  const signedInCookie = () => cookies.set(COOKIE_NAMES.loginToken, aLoginToken(clock.now(), 600, 1800));
  if (options.signedIn) signedInCookie();
  // The service's Set-Cookie on a successful login.
  gateway.effects.logIn = signedInCookie;
  const status = new SessionStatusStore(() => sessionStatusOf(cookies.get(COOKIE_NAMES.loginToken), clock.now()));
  const session = createCustomerSession({
    logIn: logIn({ gateway, clock, skew: new SkewTracker(), logger, onSignedIn: status.refresh }),
    logOut: logOut({ gateway, cookies, logger, onSignedOut: status.refresh }),
    status,
  });
  const changes = { count: 0 };
  const unsubscribe = session.subscribe(() => {
    changes.count += 1;
  });
  return { session, gateway, cookies, status, changes, unsubscribe };
};

const signInWith = async (session: ReturnType<typeof aSession>['session'], email: string, password: string) => {
  session.signIn.change({ email, password });
  await session.submitSignIn();
};

describe('customer session controller (spec 3.4, 5.3)', () => {
  it('offers the sign-in to a visitor with the dialog closed, nothing announced and focus left alone', () => {
    const { session } = aSession();
    expect(session.getSnapshot()).toMatchObject({
      status: 'SIGNED_OUT',
      header: 'SIGN_IN',
      dialogOpen: false,
      signingOut: false,
      announcement: null,
      focus: null,
    });
  });

  it('adopts a dialog the platform opened before script ran, once however often it is reported', () => {
    const { session, changes } = aSession();
    session.dialogToggled(true);
    session.dialogToggled(true);
    expect(session.getSnapshot().dialogOpen).toBe(true);
    expect(changes.count).toBe(1);
  });

  it('signs in: closes the dialog, announces the welcome in the header and sends focus to Sign out', async () => {
    const { session, gateway } = aSession();
    session.dialogToggled(true);
    await signInWith(session, 'anna@example.com', 'Kaffee123!');
    expect(gateway.calls).toEqual([{ name: 'logIn', credentials: { email: 'anna@example.com', password: 'Kaffee123!' } }]);
    expect(session.getSnapshot()).toMatchObject({
      status: 'SIGNED_IN',
      header: 'SIGNED_IN',
      dialogOpen: false,
      focus: 'SIGN_OUT_BUTTON',
      announcement: 'successText',
    });
    session.focusMoved();
    // The dialog then reports its closing (close, then toggle): its form empties, focus is not taken a second time.
    session.dialogToggled(false);
    session.dialogToggled(false);
    expect(session.getSnapshot()).toMatchObject({ focus: null, announcement: 'successText', signIn: { dialog: { phase: 'EDITING' } } });
  });

  it('empties the form when the dialog closes and leaves focus to the platform when nobody signed in', async () => {
    const { session, gateway } = aSession();
    gateway.replies.logIn = { status: 401 };
    session.dialogToggled(true);
    await signInWith(session, 'anna@example.com', 'falsch');
    expect(session.getSnapshot().signIn.dialog).toEqual({ phase: 'EDITING', failure: { kind: 'UNAUTHORIZED' } });
    expect(session.getSnapshot().focus).toBeNull();
    session.dialogToggled(false);
    expect(session.getSnapshot()).toMatchObject({ header: 'SIGN_IN', focus: null, signIn: { dialog: { phase: 'EDITING' } } });
    expect(session.getSnapshot().signIn.form.values).toEqual({ email: '', password: '' });
  });

  it('signs out through the log-out use case: busy meanwhile, then Sign in again, focused, and the logout announced', async () => {
    const { session, gateway, cookies } = aSession({ signedIn: true });
    expect(session.getSnapshot().header).toBe('SIGNED_IN');
    const going = session.signOut();
    expect(session.getSnapshot().signingOut).toBe(true);
    void session.signOut();
    await going;
    expect(gateway.count('logOut')).toBe(1);
    expect(cookies.get(COOKIE_NAMES.loginToken)).toBe('');
    expect(session.getSnapshot()).toMatchObject({
      status: 'SIGNED_OUT',
      header: 'SIGN_IN',
      signingOut: false,
      announcement: 'signedOut',
      focus: 'SIGN_IN_BUTTON',
    });
  });

  it('clears the announcement when the dialog opens again', async () => {
    const { session } = aSession({ signedIn: true });
    await session.signOut();
    session.dialogToggled(true);
    expect(session.getSnapshot().announcement).toBeNull();
  });

  it('follows the session status while someone listens, and stops listening to it when the last one leaves', () => {
    const { session, status, cookies, changes, unsubscribe } = aSession({ signedIn: true });
    cookies.set(COOKIE_NAMES.loginToken, '');
    status.refresh();
    expect(changes.count).toBe(1);
    expect(session.getSnapshot().header).toBe('SIGN_IN');
    unsubscribe();
    unsubscribe();
    const watched: string[] = [];
    status.subscribe(() => watched.push(status.get()));
    cookies.set(COOKIE_NAMES.loginToken, aLoginToken(Date.UTC(2026, 10, 22, 10, 0, 0), 600, 1800));
    status.refresh();
    expect(watched).toEqual(['SIGNED_IN']);
    expect(changes.count).toBe(1);
    // Read on demand: the snapshot is right without a listener too, and the same object while nothing changes.
    expect(session.getSnapshot().header).toBe('SIGNED_IN');
    expect(session.getSnapshot()).toBe(session.getSnapshot());
  });
});
