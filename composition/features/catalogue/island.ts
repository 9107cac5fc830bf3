import type { CATALOGUE_DEMOS, CatalogueDemo } from './catalogue-demos';
import { reactIsland, type PropsOf } from '../../island-declaration';

/** The catalogue's demos by island name, with the props each one's chunk decodes. */
type Demos = { [D in CatalogueDemo as `catalogue-${D}`]: PropsOf<Awaited<ReturnType<(typeof CATALOGUE_DEMOS)[D]>>['default']> };

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Demos {}
}

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
