import type { NewsletterMessages } from '../newsletter.messages';

const copy: NewsletterMessages = {};
export default copy;
