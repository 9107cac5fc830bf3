import type { ComponentMessages } from '../components.messages';

const copy: ComponentMessages = {};
export default copy;
