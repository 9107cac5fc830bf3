import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { CustomerDataGateway } from '../../../core/customer/customer-data-gateway.port';
import type { HttpFailure } from '../../../core/shared/http-failure';
import type { CustomerData } from '../../../core/customer/customer-data';
import { sharedCustomerData } from '../../../core/customer/shared-customer-data.use-case';
import { RecordingLogger } from '../../fakes/recording-logger';

const gatewayAnswering = (answer: E.Either<HttpFailure, CustomerData>) => {
  const gateway = {
    calls: 0,
    answer,
    load: () => {
      gateway.calls += 1;
      return TE.fromEither(gateway.answer);
    },
  };
  return gateway satisfies CustomerDataGateway & { calls: number };
};

/** A session whose changes the test makes happen. */
const aSession = () => {
  const listeners = new Set<() => void>();
  return {
    changes: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    change: () => listeners.forEach((listener) => listener()),
  };
};

describe('customer front-end data', () => {
  it('is requested once and shared by every consumer', async () => {
    const gateway = gatewayAnswering(E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }));
    const { load } = sharedCustomerData({ gateway, logger: new RecordingLogger(), sessionChanges: aSession().changes });
    const [first, second] = await Promise.all([load()(), load()()]);
    expect(await load()()).toEqual(E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }));
    expect(E.isRight(first) && E.isRight(second) && first.right === second.right).toBe(true);
    expect(gateway.calls).toBe(1);
  });

  it('asks nothing until the reading runs (a TaskEither)', () => {
    const gateway = gatewayAnswering(E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }));
    sharedCustomerData({ gateway, logger: new RecordingLogger(), sessionChanges: aSession().changes }).load();
    expect(gateway.calls).toBe(0);
  });

  it('logs a failure and treats the visitor as anonymous', async () => {
    const logger = new RecordingLogger();
    const { load } = sharedCustomerData({
      gateway: gatewayAnswering(E.left({ kind: 'STATUS', status: 503 })),
      logger,
      sessionChanges: aSession().changes,
    });
    expect(await load()()).toEqual(E.right({ loggedIn: false, newsletterStatus: 'NONE' }));
    expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
  });

  it('is read again after a login or logout, and tells every consumer so', async () => {
    const gateway = gatewayAnswering(E.right({ loggedIn: false, newsletterStatus: 'NONE' }));
    const session = aSession();
    const shared = sharedCustomerData({ gateway, logger: new RecordingLogger(), sessionChanges: session.changes });
    const heard: number[] = [];
    const stop = shared.subscribe(() => heard.push(shared.version()));
    expect(shared.version()).toBe(0);
    expect(await shared.load()()).toEqual(E.right({ loggedIn: false, newsletterStatus: 'NONE' }));
    gateway.answer = E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' });
    session.change();
    expect(heard).toEqual([1]);
    expect(await Promise.all([shared.load()(), shared.load()()])).toEqual([
      E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }),
      E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }),
    ]);
    expect(gateway.calls).toBe(2);
    stop();
    session.change();
    expect(heard).toEqual([1]);
    expect(shared.version()).toBe(2);
  });
});
