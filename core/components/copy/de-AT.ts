import type { ComponentCopy } from '../components.messages';
import deDE from './de-DE';

/** Component copy, de-AT: the German copy holds as it is. */
const copy: ComponentCopy<'de-AT'> = { ...deDE };
export default copy;
