import * as t from 'io-ts';
import { FormSection } from '../../../ui/components/catalogue/interaction-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). The demo form on the validation engine. */
export default islandModule(t.type({}), FormSection);
