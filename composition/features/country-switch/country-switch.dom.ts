import { createCountrySwitch } from '../../../core/footer/country-switch.controller';
import type { DomIsland } from '../../island-declaration';

/**
 * The footer's country dropdown without React: core's controller bound to the server's select. A choice goes through
 * the dropdown's own form (GET to the country route, which the server answers with the storefront's address), so the
 * browser navigates exactly as it does without JavaScript, only without the shopper pressing its button.
 */
const countrySwitch: DomIsland = {
  bind: (element) => {
    const select = element.querySelector('select');
    const form = select?.form;
    if (!select || !form) return;
    // The storefront the server marked selected (the select's value if the markup marks none).
    const current = [...select.options].find((option) => option.defaultSelected)?.value ?? select.value;
    const items = [...select.options].map((option) => ({ code: option.value, selected: option.value === current }));
    const controller = createCountrySwitch(items, () => form.requestSubmit());
    controller.subscribe(() => {
      const { shown } = controller.getSnapshot();
      if (select.value !== shown) select.value = shown;
    });
    select.addEventListener('keydown', (event) => controller.key(event.key, select.value));
    select.addEventListener('change', () => controller.pick(select.value));
    // Leaving the form without sending shows the current storefront again; focus on its button keeps the choice,
    // which the button sends.
    form.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) controller.leave();
    });
  },
};
export default countrySwitch;
