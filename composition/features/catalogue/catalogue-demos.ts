/** Where each demo section of the component catalogue has its chunk (fetched with the first demo that wakes: island.ts). */
export const CATALOGUE_DEMOS = {
  buttons: () => import('./catalogue-buttons.island'),
  inputs: () => import('./catalogue-inputs.island'),
  selects: () => import('./catalogue-selects.island'),
  choices: () => import('./catalogue-choices.island'),
  notifications: () => import('./catalogue-notifications.island'),
  expansion: () => import('./catalogue-expansion.island'),
  'text-slider': () => import('./catalogue-text-slider.island'),
  modal: () => import('./catalogue-modal.island'),
  form: () => import('./catalogue-form.island'),
} as const;

/** A demo section of the catalogue. */
export type CatalogueDemo = keyof typeof CATALOGUE_DEMOS;
