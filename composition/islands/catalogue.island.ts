import * as t from 'io-ts';
import Page from '../../ui/components/catalogue-page';
import { loadIbanRule } from '../../ui/components/input/use-input-behaviour';
import { islandModule } from './island-module';

// The catalogue shows an iban field: its edit rule is in before the demos hydrate, so the field runs with the rest.
await loadIbanRule();

/** The component catalogue's demos. */
export default islandModule(t.type({ path: t.string, homeHref: t.string }), Page);
