import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/sk-SK';
import components from '../../components/copy/sk-SK';
import footer from '../../footer/copy/sk-SK';
import newsletter from '../../newsletter/copy/sk-SK';
import session from '../../session/copy/sk-SK';

/** Every message of the sk-SK UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'sk-SK'> = { layout, components, footer, newsletter, session };
