import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { Select } from '../components/select/select';
import { useMessages } from '../app/storefront-context';

/** The country dropdown: nine storefronts by label, the current one selected and its flag shown; choosing one leaves the page. */
export const CountrySelector = ({ items, onChoose }: { items: readonly CountrySwitcherItem[]; onChoose: (item: CountrySwitcherItem) => void }) => {
  const copy = useMessages('footer');
  const current = items.find((item) => item.selected);
  return (
    <div className={`footer-country footer-country--${current?.flagName ?? 'none'}`}>
      <Select
        label={copy.countrySelectLabel}
        name="country"
        id="footer-country"
        hint={copy.countrySelectHint}
        // Native options cannot show images and emoji flags need an emoji font: the control shows the current flag (CSS).
        options={items.map((item) => ({ value: item.code, label: item.label }))}
        defaultValue={current?.code}
        onValueChange={(code) => {
          const chosen = items.find((item) => item.code === code);
          if (chosen && !chosen.selected) onChoose(chosen);
        }}
      />
    </div>
  );
};
