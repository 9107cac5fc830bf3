import type { InlineScripts } from '../ui/app/inline-scripts';
import { CONSENT_SETTINGS_ENTRY_SCRIPT } from '../adapters/browser/consent-settings-entry';

/** The page's inline scripts for controls only script can take (ui/app/inline-scripts.tsx); the CSP allows each by its hash. */
export const INLINE_SCRIPTS: InlineScripts = { consentSettingsEntry: CONSENT_SETTINGS_ENTRY_SCRIPT };
