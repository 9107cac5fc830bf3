import * as t from 'io-ts';
import { ButtonSection } from '../../../ui/components/catalogue/button-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Buttons: every variant and size, and the loading demo. */
export default islandModule(t.type({}), ButtonSection);
