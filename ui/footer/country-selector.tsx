import { COUNTRY_SWITCH_PATH } from '../../core/footer/country-switch.controller';
import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { Button } from '../components/button/button';
import { Select } from '../components/select/select';
import { useMessages } from '../app/storefront-context';

/**
 * The country dropdown (spec 2.2) as the platform draws it: a form that goes to COUNTRY_SWITCH_PATH (GET), which the
 * server answers with the chosen storefront's address; nine storefronts by label, the current one selected and its
 * flag shown. Its button stays, so nothing moves when script arrives; with script, core's controller
 * (composition/features/country-switch/country-switch.dom.ts) submits the form on a pick with mouse, touch or the opened list, while
 * browsing a closed select with arrow keys only moves the value and Enter goes there (WCAG 3.2.2).
 */
export const CountrySelector = ({ items }: { items: readonly CountrySwitcherItem[] }) => {
  const copy = useMessages('footer');
  const current = items.find((item) => item.selected);
  return (
    <form className="footer-country-form" method="get" action={COUNTRY_SWITCH_PATH}>
      <div className={`footer-country footer-country--${current?.flagName ?? 'none'}`}>
        <Select
          label={copy.countrySelectLabel}
          name="country"
          id="footer-country"
          hint={copy.countrySelectHint}
          // Native options cannot show images and emoji flags need an emoji font: the control shows the current flag (CSS).
          options={items.map((item) => ({ value: item.code, label: item.label }))}
          defaultValue={current?.code ?? ''}
        />
      </div>
      <Button type="submit" variant="secondary" className="footer-country-form__submit">
        {copy.countrySwitchSubmit}
      </Button>
    </form>
  );
};
