import * as t from 'io-ts';
import { ViewChanger } from '../../../ui/footer/view-changer';
import { islandModule } from '../../island-declaration';

/** The footer's switch between the mobile and the desktop view. */
export default islandModule(t.type({ text: t.string, change: t.keyof({ toMobile: null, toDesktop: null }) }), ViewChanger);
