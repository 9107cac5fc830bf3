import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { CustomerDataError, CustomerDataGateway } from '../../../core/customer/customer-data-gateway.port';
import type { CustomerData } from '../../../core/customer/customer-data';
import { sharedCustomerData } from '../../../core/customer/shared-customer-data.use-case';
import { RecordingLogger } from '../../fakes/recording-logger';

const gatewayAnswering = (answer: E.Either<CustomerDataError, CustomerData>) => {
  const gateway = { calls: 0, load: () => { gateway.calls += 1; return TE.fromEither(answer); } };
  return gateway satisfies CustomerDataGateway & { calls: number };
};

describe('customer front-end data', () => {
  it('is requested once and shared by every consumer', async () => {
    const gateway = gatewayAnswering(E.right({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' }));
    const load = sharedCustomerData({ gateway, logger: new RecordingLogger() });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toEqual({ loggedIn: true, newsletterStatus: 'SUBSCRIBED' });
    expect(first).toBe(second);
    expect(gateway.calls).toBe(1);
  });

  it('logs a failure and treats the visitor as anonymous', async () => {
    const logger = new RecordingLogger();
    const load = sharedCustomerData({ gateway: gatewayAnswering(E.left({ kind: 'STATUS', status: 503 })), logger });
    expect(await load()).toEqual({ loggedIn: false, newsletterStatus: 'NONE' });
    expect(logger.lines.map((line) => line.level)).toEqual(['warn']);
  });
});
