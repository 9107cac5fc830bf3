import type { SessionMessages } from '../session.messages';
import deDE from './de-DE';

/** Sign-in copy, de-CH: de-DE without ß. */
const copy: SessionMessages = { ...deDE, close: 'Schliessen' };
export default copy;
