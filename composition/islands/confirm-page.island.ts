import * as t from 'io-ts';
import Page from '../../ui/newsletter/confirm-subscription-page';
import { islandModule } from './island-module';

/** The double-opt-in confirmation page's content. */
export default islandModule(t.type({ path: t.string, homeHref: t.string }), Page);
