import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/en';
import components from '../../components/copy/en';
import footer from '../../footer/copy/en';
import newsletter from '../../newsletter/copy/en';
import session from '../../session/copy/en';

/** Every message of the en UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'en'> = { layout, components, footer, newsletter, session };
