import * as t from 'io-ts';
import { InputSection } from '../../../ui/components/catalogue/field-section';
import { loadIbanRule } from '../../../ui/components/input/use-input-behaviour';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Inputs of every type and state; the iban field's rule is in before it hydrates, so it runs at once. */
export default islandModule(t.type({}), InputSection, { ready: loadIbanRule });
