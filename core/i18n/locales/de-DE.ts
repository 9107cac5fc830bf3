import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/de-DE';
import components from '../../components/copy/de-DE';
import footer from '../../footer/copy/de-DE';
import newsletter from '../../newsletter/copy/de-DE';
import session from '../../session/copy/de-DE';

/** Every message of the de-DE UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'de-DE'> = { layout, components, footer, newsletter, session };
