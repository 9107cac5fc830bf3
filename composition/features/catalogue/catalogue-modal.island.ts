import * as t from 'io-ts';
import { ModalSection } from '../../../ui/components/catalogue/interaction-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Modals in sizes S, M and L. */
export default islandModule(t.type({}), ModalSection);
