import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/da-DK';
import components from '../../components/copy/da-DK';
import footer from '../../footer/copy/da-DK';
import newsletter from '../../newsletter/copy/da-DK';
import session from '../../session/copy/da-DK';

/** Every message of the da-DK UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'da-DK'> = { layout, components, footer, newsletter, session };
