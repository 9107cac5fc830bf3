import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/tr-TR';
import components from '../../components/copy/tr-TR';
import footer from '../../footer/copy/tr-TR';
import newsletter from '../../newsletter/copy/tr-TR';
import session from '../../session/copy/tr-TR';

/** Every message of the tr-TR UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'tr-TR'> = { layout, components, footer, newsletter, session };
