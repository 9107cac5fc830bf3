import * as t from 'io-ts';
import Page from '../../ui/components/catalogue-page';
import { islandModule } from './island-module';

/** The component catalogue's demos. */
export default islandModule(t.type({ path: t.string, homeHref: t.string }), Page);
