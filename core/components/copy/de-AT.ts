import type { ComponentMessages } from '../components.messages';
import deDE from './de-DE';

/** Component copy, de-AT: the German copy holds as it is. */
const copy: ComponentMessages = { ...deDE };
export default copy;
