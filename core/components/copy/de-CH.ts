import type { ComponentMessages } from '../components.messages';
import deDE from './de-DE';

/** Component copy, de-CH: the German copy in Swiss spelling, which writes "ss" for "ß". */
const copy: ComponentMessages = JSON.parse(JSON.stringify(deDE).replace(/ß/g, 'ss')) as ComponentMessages;
export default copy;
