import * as t from 'io-ts';
import Page from '../../ui/components/catalogue-page';
import { loadIbanRule } from '../../ui/components/input/use-input-behaviour';
import { islandModule } from './island-module';

/** The component catalogue's demos; its iban field's rule is in before they hydrate, so every field runs at once. */
export default islandModule(t.type({ path: t.string, homeHref: t.string }), Page, loadIbanRule);
