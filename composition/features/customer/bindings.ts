import { HttpCustomerDataGateway } from '../../../adapters/http/http-customer-data-gateway';
import { CUSTOMER_TOKENS } from '../../../core/customer/customer.tokens';
import { sharedCustomerData } from '../../../core/customer/shared-customer-data.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/** psdata: one request per page and per session change, shared by every consumer (footer, newsletter widget). */
export const bindCustomer = (container: Binder): void => {
  bindFactory(container, CUSTOMER_TOKENS.gateway, [SHARED_TOKENS.httpClient], (http) => new HttpCustomerDataGateway(http));
  bindCustomerUseCases(container);
};

/**
 * Binds the shared customer data over whatever gateway is bound (tests bind a fake). A change of the session status
 * (a login or logout on this page, or one the refresh check saw in another tab) makes it stale.
 */
export const bindCustomerUseCases = (container: Binder): void =>
  bindFactory(
    container,
    CUSTOMER_TOKENS.customerData,
    [CUSTOMER_TOKENS.gateway, SHARED_TOKENS.logger, SESSION_TOKENS.status],
    (gateway, logger, status) => sharedCustomerData({ gateway, logger, sessionChanges: status.subscribe }),
  );

export default ((binder) => bindCustomer(binder)) satisfies FeatureBindings;
