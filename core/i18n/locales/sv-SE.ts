import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/sv-SE';
import components from '../../components/copy/sv-SE';
import footer from '../../footer/copy/sv-SE';
import newsletter from '../../newsletter/copy/sv-SE';
import session from '../../session/copy/sv-SE';

/** Every message of the sv-SE UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'sv-SE'> = { layout, components, footer, newsletter, session };
