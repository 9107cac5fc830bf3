import { island } from '../app/island';

/**
 * The legal bar's cookie-settings entry: opens the consent platform's settings (an action, not a navigation). Server
 * markup that the browser binds without React (composition/features/consent-settings/consent-settings.dom.ts): it only dispatches the
 * consent platform's event.
 */
const ConsentSettingsEntry = ({ text }: { text: string }) => (
  <button type="button" className="footer-link-button footer-consent-button">
    {text}
  </button>
);

/** The cookie-settings entry as an island. */
export const ConsentSettingsIsland = island('consent-settings', ConsentSettingsEntry);

export { ConsentSettingsEntry };
