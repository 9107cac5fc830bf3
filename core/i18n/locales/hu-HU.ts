import type { CatalogueOf } from '../catalogue';
import layout from '../../layout/copy/hu-HU';
import components from '../../components/copy/hu-HU';
import footer from '../../footer/copy/hu-HU';
import newsletter from '../../newsletter/copy/hu-HU';
import session from '../../session/copy/hu-HU';

/** Every message of the hu-HU UI. A missing key in any context is a type error here. */
export const catalogue: CatalogueOf<'hu-HU'> = { layout, components, footer, newsletter, session };
