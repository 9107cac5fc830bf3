import * as t from 'io-ts';
import { NotificationSection } from '../../../ui/components/catalogue/display-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Notifications: closable banners and the demo that brings them back. */
export default islandModule(t.type({}), NotificationSection);
