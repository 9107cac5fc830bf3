import { DomEventCookieConsent } from '../../../adapters/browser/dom-event-cookie-consent';
import { createConsentSettings } from '../../../core/footer/consent-settings.controller';
import type { DomIsland } from '../../island-declaration';

/** The legal bar's cookie-settings entry without React: core's controller bound to the server's button. */
const consentSettings: DomIsland = {
  bind: (element) => {
    const entry = createConsentSettings(new DomEventCookieConsent(window));
    element.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('button')) entry.open();
    });
  },
};
export default consentSettings;
