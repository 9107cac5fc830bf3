import type { FooterMessages } from '../footer.messages';
import deDE from './de-DE';

/** Footer copy, de-CH: the German copy holds as it is. */
const copy: FooterMessages = { ...deDE };
export default copy;
