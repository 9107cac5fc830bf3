import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkStaffSession } from '../../../core/preview/check-staff-session.use-case';
import type { PreviewMode } from '../../../core/preview/preview-state';
import { FAILED, FakeStaffSessionGateway } from '../../fakes/fake-preview-ports';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';

const check = (previewMode: PreviewMode, cookies: Record<string, string>, gateway = new FakeStaffSessionGateway()) => ({
  gateway,
  run: checkStaffSession({ previewMode, cookies: new MemoryCookieJar(cookies), gateway }),
});

describe('checking the staff session (the gate)', () => {
  it('makes no call for a shopper without a staff cookie', async () => {
    const { gateway, run } = check('on', { LoginToken: 'x', platform: 'classic' });
    expect(await run()()).toEqual(E.left({ kind: 'NOT_STAFF' }));
    expect(gateway.calls).toEqual([]);
  });

  it('makes no call when preview mode is off, whatever the cookies', async () => {
    const { gateway, run } = check('off', { StaffAuthToken: 'abc' });
    expect(await run()()).toEqual(E.left({ kind: 'NOT_STAFF' }));
    expect(gateway.calls).toEqual([]);
  });

  it.each(['StaffAuthToken', 'AdminAuthToken', 'StaffAuthPresent'])('asks checkauth when %s is present', async (name) => {
    const { gateway, run } = check('on', { [name]: '1' });
    await run()();
    expect(gateway.calls).toEqual(['checkauth']);
  });

  it('confirms the session on status SUCCESS, with its date and A/B override', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.checkAuthAnswer = {
      status: 'SUCCESS',
      dateTime: '2026-12-24T09:00:00.000Z',
      abTestName: 'christmas-teaser',
      abTestGroup: 'snow',
    };
    expect(await check('on', { StaffAuthPresent: '1' }, gateway).run()()).toEqual(
      E.right({
        dateTime: '2026-12-24T09:00:00.000Z',
        selection: { testName: 'christmas-teaser', groupName: 'snow' },
      }),
    );
  });

  it('rejects a session the server does not confirm (a forged cookie)', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.checkAuthAnswer = { status: 'UNAUTHORIZED' };
    expect(await check('on', { StaffAuthToken: 'forged' }, gateway).run()()).toEqual(E.left({ kind: 'UNAUTHORIZED' }));
  });

  it('reports a failed call as CALL_FAILED with its cause', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.checkAuthAnswer = FAILED;
    expect(await check('on', { StaffAuthToken: 'x' }, gateway).run()()).toEqual(E.left({ kind: 'CALL_FAILED', cause: FAILED }));
  });

  it('reads a 401 from checkauth as an unconfirmed session, not a failed call', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.checkAuthAnswer = { kind: 'STATUS', status: 401 };
    expect(await check('on', { StaffAuthToken: 'expired' }, gateway).run()()).toEqual(E.left({ kind: 'UNAUTHORIZED' }));
  });
});
