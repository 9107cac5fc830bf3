import * as t from 'io-ts';
import Page from '../../../ui/newsletter/newsletter-preferences-page';
import { islandModule } from '../../island-declaration';
import { newsletterService } from '../newsletter/island-bindings';
import preferences from './island-bindings';

/** The subscriber preferences page's content (its state comes with the page state: the server loaded it). */
export default islandModule(t.type({}), Page, { bindings: [newsletterService, preferences] });
