import * as t from 'io-ts';
import { CustomerSession } from '../../../ui/session/customer-session';
import { islandModule } from '../../island-declaration';

/** The header's sign-in and session area. */
export default islandModule(t.type({}), CustomerSession);
