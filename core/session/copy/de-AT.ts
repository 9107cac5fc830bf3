import type { SessionMessages } from '../session.messages';
import deDE from './de-DE';

/** Sign-in copy, de-AT (as de-DE). */
const copy: SessionMessages = { ...deDE };
export default copy;
