import { useRef, useState, type KeyboardEvent } from 'react';
import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { Button } from '../components/button/button';
import { Select } from '../components/select/select';
import { useMessages } from '../app/storefront-context';
import { useHydrated } from '../app/use-hydrated';

/** Keys that move a closed native select's value on some platforms (Windows, Linux) without opening it. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** Where the country form goes without JavaScript: the server answers with a redirect to the chosen storefront. */
export const COUNTRY_SWITCH_PATH = '/country-switch';

/**
 * The country dropdown, inside a form that works without JavaScript (GET to COUNTRY_SWITCH_PATH with a submit
 * button, which the script removes because the dropdown then navigates by itself): nine storefronts by label, the current one selected and its flag shown; choosing one leaves
 * the page. A pick with mouse, touch or the opened list navigates at once; browsing a closed select with arrow keys
 * only moves the value, and Enter goes there, so keyboard users are not sent away on the first key (WCAG 3.2.2).
 */
export const CountrySelector = ({
  items,
  onChoose,
}: {
  items: readonly CountrySwitcherItem[];
  onChoose: (item: CountrySwitcherItem) => void;
}) => {
  const copy = useMessages('footer');
  const current = items.find((item) => item.selected);
  const browsing = useRef(false);
  const hydrated = useHydrated();
  // What the closed select shows: arrow keys may move it without choosing; leaving the control restores the storefront.
  const [shown, setShown] = useState(current?.code ?? '');
  const go = (code: string) => {
    const chosen = items.find((item) => item.code === code);
    if (chosen && !chosen.selected) onChoose(chosen);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    if (event.key === 'Enter') {
      browsing.current = false;
      go(event.target.value);
    } else browsing.current = BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
  };
  return (
    <form className="footer-country-form" method="get" action={COUNTRY_SWITCH_PATH} onSubmit={(event) => event.preventDefault()}>
      <div className={`footer-country footer-country--${current?.flagName ?? 'none'}`} onKeyDown={onKeyDown}>
        <Select
          label={copy.countrySelectLabel}
          name="country"
          id="footer-country"
          hint={copy.countrySelectHint}
          // Native options cannot show images and emoji flags need an emoji font: the control shows the current flag (CSS).
          options={items.map((item) => ({ value: item.code, label: item.label }))}
          value={shown}
          onValueChange={(code) => {
            setShown(code);
            if (browsing.current) {
              browsing.current = false;
              return;
            }
            go(code);
          }}
          onBlur={() => {
            browsing.current = false;
            setShown(current?.code ?? '');
          }}
        />
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="secondary" className="footer-country-form__submit">
          {copy.countrySwitchSubmit}
        </Button>
      )}
    </form>
  );
};
