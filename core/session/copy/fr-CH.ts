import type { SessionMessages } from '../session.messages';

const copy: SessionMessages = {};
export default copy;
