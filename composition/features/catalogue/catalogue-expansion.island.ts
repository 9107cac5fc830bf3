import * as t from 'io-ts';
import { ExpansionSection } from '../../../ui/components/catalogue/display-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Expansion panels: single, multiple, prevent-close-last and standalone. */
export default islandModule(t.type({}), ExpansionSection);
