import * as t from 'io-ts';
import Page from '../../../ui/newsletter/confirm-subscription-page';
import { islandModule } from '../../island-declaration';

/** The double-opt-in confirmation page's content (its state comes with the page state: the server decided it). */
export default islandModule(t.type({}), Page);
