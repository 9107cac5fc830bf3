import * as t from 'io-ts';
import { ChoiceSection } from '../../../ui/components/catalogue/choice-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Checkboxes and radio groups in every state. */
export default islandModule(t.type({}), ChoiceSection);
