import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/de-AT';
import components from '../../components/copy/de-AT';
import footer from '../../footer/copy/de-AT';
import newsletter from '../../newsletter/copy/de-AT';
import session from '../../session/copy/de-AT';

/** Every message of the de-AT UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'de-AT'> = { layout, components, footer, newsletter, session };
