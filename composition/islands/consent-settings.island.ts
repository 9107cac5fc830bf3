import * as t from 'io-ts';
import { ConsentSettingsEntry } from '../../ui/footer/footer-islands';
import { islandModule } from './island-module';

/** The legal bar's cookie-settings entry. */
export default islandModule(t.type({ text: t.string }), ConsentSettingsEntry);
