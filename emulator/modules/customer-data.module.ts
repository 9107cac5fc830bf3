import { json } from '../http/router';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { newsletterStatusFor } from '../services/newsletter-status';

/** Requests psdata has answered since start (shown on the control page, to see it is called once per page). */
let calls = 0;

/** The customer front-end data service (spec 7.2): GET psdata, which needs the CSRF marker header. */
export const customerDataModule: EmulatorModule = {
  name: 'customer data',
  setup({ router, store }) {
    router.on('GET', '/service/customerfrontenddata/api/v1/psdata', ({ req, res, cookies }) => {
      if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
        json(res, 403, { type: 'urn:customerdata:csrf', detail: 'The CSRF marker header X-Requested-With is missing.' });
        return;
      }
      calls += 1;
      const subscriberToken = cookies[COOKIE_NAMES.newsletterSubscriber];
      json(res, 200, {
        loggedIn: Boolean(cookies[COOKIE_NAMES.loginToken]),
        newsletterStatus: newsletterStatusFor(store, subscriberToken ? { subscriberToken } : {}),
      });
    });
  },
  control: () => html`<p>psdata calls since start: ${calls}</p>`,
};
