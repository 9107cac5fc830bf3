import type { WakeTarget } from './first-interaction';
import type { InteractionTarget } from './interaction';

/** The three interactions issue 8 names, found by role and accessible name as a user finds them. */
export const INTERACTIONS: readonly InteractionTarget[] = [
  {
    name: 'footer group, a native disclosure (375 px)',
    path: '/?country=de',
    width: 375,
    event: 'click',
    locate: (page) => page.getByRole('contentinfo').locator('summary').first(),
  },
  {
    name: 'country dropdown (1440 px)',
    path: '/?country=de',
    width: 1440,
    event: 'pointerdown',
    locate: (page) => page.getByRole('combobox', { name: 'Land wählen' }),
    reset: async (page) => {
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'newsletter email field (1440 px)',
    path: '/?country=de',
    width: 1440,
    event: 'click',
    locate: (page) => page.getByRole('textbox', { name: /E-Mail/i }).first(),
    reset: async (page) => {
      await page.getByRole('heading', { level: 1 }).click();
    },
  },
];

/** Interactions that wake an island (its first one): the header's sign-in and the footer's sign-up. */
export const WAKE_TARGETS: readonly WakeTarget[] = [
  {
    name: 'sign-in button opens its dialog (1440 px)',
    path: '/?country=de',
    width: 1440,
    locate: (page) => page.getByRole('banner').getByRole('button', { name: 'Anmelden' }),
    // The Modal is a native <dialog> (its role is implicit): open once the dialog shows.
    answered: 'dialog[open]',
  },
  {
    name: 'newsletter email field expands the form (375 px)',
    path: '/?country=de',
    width: 375,
    locate: (page) => page.getByRole('textbox', { name: /E-Mail/i }).first(),
    answered: '[data-island="newsletter"][data-hydrated] input[type="checkbox"]',
  },
];
