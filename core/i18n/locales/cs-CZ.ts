import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/cs-CZ';
import components from '../../components/copy/cs-CZ';
import footer from '../../footer/copy/cs-CZ';
import newsletter from '../../newsletter/copy/cs-CZ';
import session from '../../session/copy/cs-CZ';

/** Every message of the cs-CZ UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'cs-CZ'> = { layout, components, footer, newsletter, session };
