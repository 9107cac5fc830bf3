import type { IslandName, IslandProps } from '../ui/app/island';
import type { CatalogueDemo } from './islands/catalogue-demos';
import type { DomIsland, IslandModule } from './islands/island-module';
import consentSettings from './islands/consent-settings.dom';
import countrySwitch from './islands/country-switch.dom';

/**
 * When an island wakes (its code is fetched and it hydrates):
 * - `interaction`: on the shopper's first focus, pointer down, key down, input, click or submit inside it; the event
 *   that woke it is kept and replayed (island-loader.ts). Its code is prefetched when a pointer rests on it.
 *   `whenSignedIn`: it also wakes on idle for a signed-in customer, and as soon as one signs in on the page (the
 *   newsletter prefills the customer's data, spec 4.2).
 * - `idle`: once the page has loaded and the main thread is idle.
 * - `visible`: when it scrolls into view (or on the first interaction inside it, as every island: the loader holds and
 *   replays it).
 * - `media`: when the media query matches (then on idle).
 */
export type Wake =
  | { readonly on: 'interaction'; readonly whenSignedIn?: boolean }
  | { readonly on: 'idle' }
  | { readonly on: 'visible' }
  | { readonly on: 'media'; readonly query: string };

/**
 * One island: when it wakes and where its code is (a lazy chunk of its own). A React island (`load`) is hydrated by
 * the runtime; a DOM island (`bind`) is a control whose answer the platform draws and which needs no React at all
 * (it only dispatches an event or submits its form): its small chunk binds core's controller to the server's markup.
 */
export type IslandEntry =
  | { readonly wake: Wake; readonly load: () => Promise<{ readonly default: IslandModule<IslandProps> }> }
  | { readonly wake: Wake; readonly bind: () => Promise<{ readonly default: DomIsland }> };

const ON_INTERACTION: Wake = { on: 'interaction' };

/** A demo section of the component catalogue: it wakes when it scrolls into view or is touched; its own chunk. */
const catalogueDemo = (demo: CatalogueDemo): IslandEntry => ({
  wake: { on: 'visible' },
  load: () => import('./islands/catalogue-demos').then((demos) => demos.CATALOGUE_DEMOS[demo]()),
});

/**
 * The island table: every island of the storefront, when it wakes and its chunk. The server renders an island only
 * where the page has one for this visitor (the staff preview only for staff in preview mode), so `idle` costs
 * shoppers nothing there. This file is part of the first-load script: it holds no code of its own but the imports
 * (and the DOM islands, which are small enough to come with it).
 */
export const ISLANDS: Readonly<Record<IslandName, IslandEntry>> = {
  newsletter: { wake: { on: 'interaction', whenSignedIn: true }, load: () => import('./islands/newsletter.island') },
  'customer-session': { wake: ON_INTERACTION, load: () => import('./islands/customer-session.island') },
  // DOM islands are part of the first-load script (a few hundred bytes): their answer needs no request at all.
  'country-switch': { wake: ON_INTERACTION, bind: () => Promise.resolve({ default: countrySwitch }) },
  'consent-settings': { wake: ON_INTERACTION, bind: () => Promise.resolve({ default: consentSettings }) },
  'view-changer': { wake: ON_INTERACTION, load: () => import('./islands/view-changer.island') },
  'confirm-page': { wake: ON_INTERACTION, load: () => import('./islands/confirm-page.island') },
  'preferences-page': { wake: ON_INTERACTION, load: () => import('./islands/preferences-page.island') },
  // Staff only (the server renders it for staff in preview mode): the gate asks the server at once, as before.
  preview: { wake: { on: 'idle' }, load: () => import('./islands/preview.island') },
  // The component catalogue's demos: each section wakes when it scrolls into view or is touched, so the page costs
  // only what the shopper looks at.
  'catalogue-buttons': catalogueDemo('buttons'),
  'catalogue-inputs': catalogueDemo('inputs'),
  'catalogue-selects': catalogueDemo('selects'),
  'catalogue-choices': catalogueDemo('choices'),
  'catalogue-notifications': catalogueDemo('notifications'),
  'catalogue-expansion': catalogueDemo('expansion'),
  'catalogue-text-slider': catalogueDemo('text-slider'),
  'catalogue-modal': catalogueDemo('modal'),
  'catalogue-form': catalogueDemo('form'),
};
