import { domIsland, ON_INTERACTION } from '../../island-declaration';
import countrySwitch from './country-switch.dom';

/** The footer's country dropdown: a DOM island (no React), part of the first-load script: its answer needs no request. */
export default [domIsland('country-switch', ON_INTERACTION, countrySwitch)];
