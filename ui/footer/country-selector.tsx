import { useState, type KeyboardEvent } from 'react';
import { COUNTRY_SWITCH_PATH, createCountrySwitch } from '../../core/footer/country-switch.controller';
import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { Button } from '../components/button/button';
import { Select } from '../components/select/select';
import { useMessages } from '../app/storefront-context';
import { useHydrated } from '../app/use-hydrated';
import { useController } from '../app/use-controller';

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
  const hydrated = useHydrated();
  // The behaviour is core's controller, made once for the items and the choice the island was rendered with.
  const [controller] = useState(() => createCountrySwitch(items, onChoose));
  const { shown } = useController(controller);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLSelectElement) controller.key(event.key, event.target.value);
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
          onValueChange={controller.pick}
          onBlur={controller.leave}
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
