import type { CatalogueDemo } from './catalogue-demos';
import { reactIsland } from '../../island-declaration';

/**
 * A demo section of the component catalogue (/components): an island of its own that wakes when it scrolls into view or
 * is touched. Its chunk is reached through catalogue-demos.ts, fetched with the first demo that wakes, so the nine
 * chunk addresses and their preload lists stay out of every other page's first-load script.
 */
const demo = <D extends CatalogueDemo>(section: D) =>
  reactIsland(`catalogue-${section}`, { on: 'visible' }, () =>
    import('./catalogue-demos').then((demos) => demos.CATALOGUE_DEMOS[section]()),
  );

export default (['buttons', 'inputs', 'selects', 'choices', 'notifications', 'expansion', 'text-slider', 'modal', 'form'] as const).map(
  demo,
);
