import type { InteractionTarget } from './interaction';

/** The three interactions issue 8 names, found by role and accessible name as a user finds them. */
export const INTERACTIONS: readonly InteractionTarget[] = [
  {
    name: 'footer accordion heading (375 px)',
    path: '/?country=de',
    width: 375,
    event: 'click',
    locate: (page) => page.getByRole('contentinfo').locator('button[aria-expanded]').first(),
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
