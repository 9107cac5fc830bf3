import { describe, expect, it } from 'vitest';
import { logOut } from '../../../core/session/log-out.use-case';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingLogger } from '../../fakes/recording-logger';
import { FakeSessionGateway } from '../../fakes/session-fakes';

const setup = () => {
  const gateway = new FakeSessionGateway();
  const cookies = new MemoryCookieJar({ LoginToken: 'a.b', LongTermToken: 'c.d', other: 'kept' });
  const logger = new RecordingLogger();
  let signedOut = 0;
  const run = logOut({
    gateway,
    cookies,
    logger,
    onSignedOut: () => {
      signedOut += 1;
    },
  });
  return { gateway, cookies, logger, run, signedOut: () => signedOut };
};

describe('customer logout', () => {
  it('asks the service and forgets both tokens on this page', async () => {
    const { gateway, cookies, run, signedOut, logger } = setup();
    await run()();
    expect(gateway.count('logOut')).toBe(1);
    expect(cookies.get('LoginToken')).toBe('');
    expect(cookies.get('LongTermToken')).toBe('');
    expect(cookies.get('other')).toBe('kept');
    expect(signedOut()).toBe(1);
    expect(logger.lines).toEqual([]);
  });

  it.each([[{ status: 500 }], [{ kind: 'NETWORK' as const, message: 'offline' }]])(
    'only logs a failure (%j) and still signs out here',
    async (reply) => {
      const { gateway, cookies, run, signedOut, logger } = setup();
      gateway.replies.logOut = reply;
      await run()();
      expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
      expect(cookies.get('LoginToken')).toBe('');
      expect(signedOut()).toBe(1);
    },
  );
});
