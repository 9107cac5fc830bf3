import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/de-CH';
import components from '../../components/copy/de-CH';
import footer from '../../footer/copy/de-CH';
import newsletter from '../../newsletter/copy/de-CH';
import session from '../../session/copy/de-CH';

/** Every message of the de-CH UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'de-CH'> = { layout, components, footer, newsletter, session };
