import type { ComponentProps } from 'react';
import type { ConsentSettingsEntry } from '../../../ui/footer/consent-settings-entry';
import { domIsland, ON_INTERACTION } from '../../island-declaration';
import consentSettings from './consent-settings.dom';

declare module '../../../ui/app/island' {
  interface IslandRegistry {
    'consent-settings': ComponentProps<typeof ConsentSettingsEntry>;
  }
}

/** The legal bar's cookie-settings entry: a DOM island (no React), part of the first-load script. */
export default [domIsland('consent-settings', ON_INTERACTION, consentSettings)];
