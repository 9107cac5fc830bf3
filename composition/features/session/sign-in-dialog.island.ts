import * as t from 'io-ts';
import { SessionSignInDialog } from '../../../ui/session/sign-in-dialog';
import { islandModule } from '../../island-declaration';

/** The header's sign-in dialog, at the end of the page (no props: its state is the page's customer-session controller). */
export default islandModule(t.type({}), SessionSignInDialog);
