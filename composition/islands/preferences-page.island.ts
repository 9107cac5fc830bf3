import * as t from 'io-ts';
import Page from '../../ui/newsletter/newsletter-preferences-page';
import { islandModule } from './island-module';

/** The subscriber preferences page's content. */
export default islandModule(t.type({ path: t.string, homeHref: t.string }), Page);
