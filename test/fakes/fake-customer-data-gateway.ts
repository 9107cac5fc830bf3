import * as TE from 'fp-ts/TaskEither';
import type { CustomerData } from '../../core/customer/customer-data';
import type { CustomerDataGateway } from '../../core/customer/customer-data-gateway.port';

/** A psdata service that answers what the test sets (default: an anonymous visitor) and counts its calls. */
export class FakeCustomerDataGateway implements CustomerDataGateway {
  calls = 0;
  constructor(public answer: CustomerData = { loggedIn: false, newsletterStatus: 'NONE' }) {}
  load() {
    this.calls += 1;
    return TE.right(this.answer);
  }
}
