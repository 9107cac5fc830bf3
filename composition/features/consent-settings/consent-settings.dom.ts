import { DomEventCookieConsent } from '../../../adapters/browser/dom-event-cookie-consent';
import type { DomIsland } from '../island-declaration';

/** The legal bar's cookie-settings entry without React: it only asks the consent platform to open its settings. */
const consentSettings: DomIsland = {
  bind: (element) => {
    const consent = new DomEventCookieConsent(window);
    element.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('button')) consent.openSettings();
    });
  },
};
export default consentSettings;
