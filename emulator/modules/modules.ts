import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { cookiesOf, csrfMarker, json, problem, readJson } from '../http';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';
import { newsletterStatusFor } from '../services/newsletter-store';
import { footerModule } from './footer.module';
import { loginModule } from './login.module';
import { newsletterModule } from './newsletter.module';
import { abTestModule, previewModule } from './preview.module';

/** The emulator's own clock: shows it and moves it forward (POST /emulator/api/clock/advance {days}). */
const clockModule: EmulatorModule = {
  name: 'clock',
  setup({ app, clock }) {
    const now = () => ({ now: new Date(clock.now()).toISOString() });
    app.get('/emulator/api/clock', (c) => json(c, 200, now()));
    app.post('/emulator/api/clock/advance', async (c) => {
      const body = await readJson(c);
      const days = typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : undefined;
      if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > 3650)
        return problem(c, 400, 'urn:emulator:invalid_days', 'days must be a number from 0 to 3650.');
      clock.advance(days * 86_400_000);
      return json(c, 200, now());
    });
  },
  control: ({ clock }) => html`<p>Emulator time: <time>${new Date(clock.now()).toISOString()}</time></p>`,
};

/** Requests psdata has answered since start (shown on the control page, to see it is called once per page). */
let psdataCalls = 0;

/** The customer front-end data service (spec 7.2): GET psdata, which needs the CSRF marker header. */
const customerDataModule: EmulatorModule = {
  name: 'customer data',
  setup({ app, store }) {
    app.get('/service/customerfrontenddata/api/v1/psdata', csrfMarker('urn:customerdata:csrf'), (c) => {
      psdataCalls += 1;
      const cookies = cookiesOf(c);
      const newsletterStatus = newsletterStatusFor(store, cookies[COOKIE_NAMES.newsletterSubscriber]);
      return json(c, 200, { loggedIn: Boolean(cookies[COOKIE_NAMES.loginToken]), newsletterStatus });
    });
  },
  control: () => html`<p>psdata calls since start: ${psdataCalls}</p>`,
};

/** Every emulated service, in the order their sections appear on the control page. One line per module. */
export const MODULES: readonly EmulatorModule[] = [
  clockModule,
  previewModule,
  abTestModule,
  loginModule,
  customerDataModule,
  footerModule,
  newsletterModule,
];
