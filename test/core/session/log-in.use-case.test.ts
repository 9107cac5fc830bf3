import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { logIn, loginOutcomeOf } from '../../../core/session/log-in.use-case';
import { SkewTracker } from '../../../core/session/server-time';
import { FakeClock } from '../../fakes/fake-clock';
import { RecordingLogger } from '../../fakes/recording-logger';
import { FakeSessionGateway } from '../../fakes/session-fakes';

const setup = () => {
  const gateway = new FakeSessionGateway();
  let signedIn = 0;
  const skew = new SkewTracker();
  const clock = new FakeClock();
  const run = logIn({
    gateway,
    clock,
    skew,
    logger: new RecordingLogger(),
    onSignedIn: () => {
      signedIn += 1;
    },
  });
  return { gateway, run, skew, clock, signedIn: () => signedIn };
};

describe('customer login (spec 5.3)', () => {
  it('is SUCCESS on 200, sends the email trimmed and the password as typed, and reports the new session', async () => {
    const { gateway, run, signedIn } = setup();
    expect(await run({ email: '  anna@example.com ', password: ' Kaffee123! ' })()).toEqual(E.right('SUCCESS'));
    expect(gateway.calls).toEqual([{ name: 'logIn', credentials: { email: 'anna@example.com', password: ' Kaffee123! ' } }]);
    expect(signedIn()).toBe(1);
  });

  it("is INVALID_FORM with every field's error for an invalid form, and calls nothing (the form is validated here only)", async () => {
    const { gateway, run, signedIn } = setup();
    expect(await run({ email: 'anna@', password: '' })()).toEqual(
      E.left({ kind: 'INVALID_FORM', errors: { email: 'emailInvalid', password: 'passwordRequired' } }),
    );
    expect(gateway.calls).toEqual([]);
    expect(signedIn()).toBe(0);
  });

  it('is UNAUTHORIZED on 401, and reports no session', async () => {
    const { gateway, run, signedIn } = setup();
    gateway.replies.logIn = { status: 401 };
    expect(await run({ email: 'anna@example.com', password: 'wrong' })()).toEqual(E.left({ kind: 'UNAUTHORIZED' }));
    expect(signedIn()).toBe(0);
  });

  it.each([500, 503, 403, 404, 201, 302])('is SERVICE_UNAVAILABLE on %s', async (status) => {
    const { gateway, run } = setup();
    gateway.replies.logIn = { status };
    expect(await run({ email: 'anna@example.com', password: 'x' })()).toEqual(E.left({ kind: 'SERVICE_UNAVAILABLE' }));
  });

  it('is SERVICE_UNAVAILABLE when the service does not answer', async () => {
    const { gateway, run } = setup();
    gateway.replies.logIn = { kind: 'NETWORK', message: 'Network Error' };
    expect(await run({ email: 'anna@example.com', password: 'x' })()).toEqual(E.left({ kind: 'SERVICE_UNAVAILABLE' }));
  });

  it('learns the server clock from the reply', async () => {
    const { gateway, run, skew, clock } = setup();
    gateway.replies.logIn = { status: 200, serverTimeMs: clock.now() - 4 * 60_000 };
    await run({ email: 'anna@example.com', password: 'x' })();
    expect(Math.round(skew.skewMs() / 60_000)).toBe(-4);
  });

  it('maps only 200 to success, only 401 to unauthorized and only 429 to too many attempts', () => {
    for (let status = 100; status < 600; status += 1) {
      expect(loginOutcomeOf(status)).toBe(
        status === 200 ? 'SUCCESS' : status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_ATTEMPTS' : 'SERVICE_UNAVAILABLE',
      );
    }
  });

  it('reports a throttled sign-in (429) as TOO_MANY_ATTEMPTS', async () => {
    const { gateway, run } = setup();
    gateway.replies.logIn = { status: 429 };
    expect(await run({ email: 'anna@example.com', password: 'x' })()).toEqual(E.left({ kind: 'TOO_MANY_ATTEMPTS' }));
  });

  it('carries the lock the service names (Retry-After) with a throttled sign-in', async () => {
    const { gateway, run } = setup();
    gateway.replies.logIn = { kind: 'STATUS', status: 429, retryAfterSeconds: 30 };
    expect(await run({ email: 'anna@example.com', password: 'x' })()).toEqual(E.left({ kind: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 }));
  });
});
