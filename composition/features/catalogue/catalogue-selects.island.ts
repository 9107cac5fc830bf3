import * as t from 'io-ts';
import { SelectSection } from '../../../ui/components/catalogue/field-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Selects with a placeholder, valid, error and disabled. */
export default islandModule(t.type({}), SelectSection);
