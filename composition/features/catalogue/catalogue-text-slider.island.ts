import * as t from 'io-ts';
import { TextSliderSection } from '../../../ui/components/catalogue/display-section';
import { islandModule } from '../../island-declaration';

/** The component catalogue's demo of one section (an island of its own, woken when it is seen or touched). Text sliders, collapsed and expanded. */
export default islandModule(t.type({}), TextSliderSection);
