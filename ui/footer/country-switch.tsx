import type { ComponentProps } from 'react';
import type { CountrySwitcherItem } from '../../core/footer/country-switcher';
import { island } from '../app/island';
import { CountrySelector } from './country-selector';

/** The country dropdown: server markup that the browser binds without React (composition/features/country-switch/country-switch.dom.ts). */
const CountrySwitch = ({ items }: { items: readonly CountrySwitcherItem[] }) => <CountrySelector items={items} />;

declare module '../app/island' {
  interface IslandRegistry {
    'country-switch': ComponentProps<typeof CountrySwitch>;
  }
}

/** The footer's country dropdown: an island in the otherwise static footer. */
export const CountrySwitchIsland = island('country-switch', CountrySwitch);

export { CountrySwitch };
