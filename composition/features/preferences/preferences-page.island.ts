import * as t from 'io-ts';
import Page from '../../../ui/newsletter/newsletter-preferences-page';
import { islandModule } from '../../island-declaration';

/** The subscriber preferences page's content (its state comes with the page state: the server loaded it). */
export default islandModule(t.type({}), Page);
