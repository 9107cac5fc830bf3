import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import { changeView, type ViewChange } from '../../core/footer/view-changer';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { island } from '../app/island';
import { useInjection } from '../app/injection';
import { CountrySelector } from './country-selector';

/** The country dropdown wired to navigation: choosing a storefront goes there. */
const CountrySwitch = ({ items }: { items: readonly CountrySwitcherItem[] }) => {
  const navigation = useInjection(SHARED_TOKENS.navigation);
  return <CountrySelector items={items} onChoose={(item) => navigation.assign(item.href)} />;
};

/** The footer's country dropdown: an island in the otherwise static footer. */
export const CountrySwitchIsland = island('country-switch', CountrySwitch);

/** The legal bar's cookie-settings entry: opens the consent platform's settings (an action, not a navigation). */
const ConsentSettingsEntry = ({ text }: { text: string }) => {
  const consent = useInjection(FOOTER_TOKENS.cookieConsent);
  return (
    <button type="button" className="footer-link-button footer-consent-button" onClick={() => consent.openSettings()}>
      {text}
    </button>
  );
};

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
