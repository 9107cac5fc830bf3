import type { LayoutMessages } from '../layout.messages';
import deDE from './de-DE';

/** Shell copy, de-AT: the German copy holds as it is. */
const copy: LayoutMessages = { ...deDE };
export default copy;
