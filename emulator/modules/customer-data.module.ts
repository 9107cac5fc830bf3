import { json, problem } from '../http/answers';
import { cookiesOf } from '../http/emulator-app';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { newsletterStatusFor } from '../services/newsletter-status';

/** Requests psdata has answered since start (shown on the control page, to see it is called once per page). */
let calls = 0;

/** The customer front-end data service (spec 7.2): GET psdata, which needs the CSRF marker header. */
export const customerDataModule: EmulatorModule = {
  name: 'customer data',
  setup({ app, store }) {
    app.get('/service/customerfrontenddata/api/v1/psdata', (c) => {
      if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
        return problem(c, 403, 'urn:customerdata:csrf', 'The CSRF marker header X-Requested-With is missing.');
      }
      calls += 1;
      const cookies = cookiesOf(c);
      const subscriberToken = cookies[COOKIE_NAMES.newsletterSubscriber];
      return json(c, 200, {
        loggedIn: Boolean(cookies[COOKIE_NAMES.loginToken]),
        newsletterStatus: newsletterStatusFor(store, subscriberToken ? { subscriberToken } : {}),
      });
    });
  },
  control: () => html`<p>psdata calls since start: ${calls}</p>`,
};
