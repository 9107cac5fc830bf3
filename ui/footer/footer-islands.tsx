import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { changeView, type ViewChange } from '../../core/footer/view-changer';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { island } from '../app/island';
import { useInjection } from '../app/injection';
import { CountrySelector } from './country-selector';

/** The country dropdown: server markup that the browser binds without React (composition/islands/country-switch.dom.ts). */
const CountrySwitch = ({ items }: { items: readonly CountrySwitcherItem[] }) => <CountrySelector items={items} />;

/** The footer's country dropdown: an island in the otherwise static footer. */
export const CountrySwitchIsland = island('country-switch', CountrySwitch);

/**
 * The legal bar's cookie-settings entry: opens the consent platform's settings (an action, not a navigation). Server
 * markup that the browser binds without React (composition/islands/consent-settings.dom.ts): it only dispatches the
 * consent platform's event.
 */
const ConsentSettingsEntry = ({ text }: { text: string }) => (
  <button type="button" className="footer-link-button footer-consent-button">
    {text}
  </button>
);

/** The cookie-settings entry as an island. */
export const ConsentSettingsIsland = island('consent-settings', ConsentSettingsEntry);

/** The view changer: writes the platform cookie and reloads, so the page is laid out for the chosen view. */
const ViewChanger = ({ text, change }: { text: string; change: ViewChange }) => {
  const cookies = useInjection(SHARED_TOKENS.cookies);
  const navigation = useInjection(SHARED_TOKENS.navigation);
  return (
    <button
      type="button"
      className={`footer-link-button footer-view-changer footer-view-changer--${change}`}
      onClick={() => changeView({ cookies, navigation })(change)}
    >
      {text}
    </button>
  );
};

/** The view changer as an island. */
export const ViewChangerIsland = island('view-changer', ViewChanger);

export { ConsentSettingsEntry, CountrySwitch, ViewChanger };
