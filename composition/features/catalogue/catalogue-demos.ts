/**
 * Where each demo section of the component catalogue (/components) has its chunk. Its island declarations (island.ts)
 * reach them through this module, fetched with the first demo that wakes: nine chunk addresses and their preload lists stay out
 * of the first-load script of every other page.
 */
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
