import type { ComponentProps } from 'react';
import type { CountrySwitch } from '../../../ui/footer/country-switch';
import { domIsland, ON_INTERACTION } from '../../island-declaration';
import countrySwitch from './country-switch.dom';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'country-switch', ComponentProps<typeof CountrySwitch>> {}
}

/** The footer's country dropdown: a DOM island (no React), part of the first-load script: its answer needs no request. */
export default [domIsland('country-switch', ON_INTERACTION, countrySwitch)];
