import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/pl-PL';
import components from '../../components/copy/pl-PL';
import footer from '../../footer/copy/pl-PL';
import newsletter from '../../newsletter/copy/pl-PL';
import session from '../../session/copy/pl-PL';

/** Every message of the pl-PL UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'pl-PL'> = { layout, components, footer, newsletter, session };
