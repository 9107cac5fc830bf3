import * as t from 'io-ts';
import { SafeHrefCodec } from '../../core/shared/safe-href.codec';
import { CountrySwitch } from '../../ui/footer/footer-islands';
import { islandModule } from './island-module';

const CountrySwitcherItemCodec = t.type({
  code: t.string,
  label: t.string,
  href: SafeHrefCodec,
  flag: t.string,
  flagName: t.string,
  selected: t.boolean,
});

/** The footer's country dropdown. */
export default islandModule(t.type({ items: t.readonlyArray(CountrySwitcherItemCodec) }), CountrySwitch);
