import type { ComponentCopy } from '../components.messages';
import deDE from './de-DE';

/** Component copy, de-CH: the German copy in Swiss spelling, which writes "ss" for "ß". */
// Cast: JSON.parse gives any; the text is de-DE's copy with ß spelled ss, the same shape.
const copy: ComponentCopy<'de-CH'> = JSON.parse(JSON.stringify(deDE).replace(/ß/g, 'ss')) as ComponentCopy<'de-CH'>;
export default copy;
