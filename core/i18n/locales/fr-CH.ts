import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/fr-CH';
import components from '../../components/copy/fr-CH';
import footer from '../../footer/copy/fr-CH';
import newsletter from '../../newsletter/copy/fr-CH';
import session from '../../session/copy/fr-CH';

/** Every message of the fr-CH UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'fr-CH'> = { layout, components, footer, newsletter, session };
