import type ButtonsChunk from './catalogue-buttons.island';
import type ChoicesChunk from './catalogue-choices.island';
import type ExpansionChunk from './catalogue-expansion.island';
import type FormChunk from './catalogue-form.island';
import type InputsChunk from './catalogue-inputs.island';
import type ModalChunk from './catalogue-modal.island';
import type NotificationsChunk from './catalogue-notifications.island';
import type SelectsChunk from './catalogue-selects.island';
import type TextSliderChunk from './catalogue-text-slider.island';
import type { CatalogueDemo } from './catalogue-demos';
import { reactIsland, type PropsOf } from '../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry {
    'catalogue-buttons': PropsOf<typeof ButtonsChunk>;
    'catalogue-inputs': PropsOf<typeof InputsChunk>;
    'catalogue-selects': PropsOf<typeof SelectsChunk>;
    'catalogue-choices': PropsOf<typeof ChoicesChunk>;
    'catalogue-notifications': PropsOf<typeof NotificationsChunk>;
    'catalogue-expansion': PropsOf<typeof ExpansionChunk>;
    'catalogue-text-slider': PropsOf<typeof TextSliderChunk>;
    'catalogue-modal': PropsOf<typeof ModalChunk>;
    'catalogue-form': PropsOf<typeof FormChunk>;
  }
}

/**
 * A demo section of the component catalogue (/components): an island of its own that wakes when it scrolls into view or
 * is touched. Its chunk is reached through catalogue-demos.ts, fetched with the first demo that wakes, so the nine
 * chunk addresses stay out of every other page's first-load script.
 */
const demo = <D extends CatalogueDemo>(section: D) =>
  reactIsland(`catalogue-${section}`, { on: 'visible' }, () =>
    import('./catalogue-demos').then((demos) => demos.CATALOGUE_DEMOS[section]()),
  );

export default [
  demo('buttons'),
  demo('inputs'),
  demo('selects'),
  demo('choices'),
  demo('notifications'),
  demo('expansion'),
  demo('text-slider'),
  demo('modal'),
  demo('form'),
];
