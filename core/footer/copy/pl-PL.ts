import type { FooterMessages } from '../footer.messages';

const copy: FooterMessages = {};
export default copy;
