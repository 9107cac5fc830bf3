import type { NewsletterCopy } from '../newsletter.messages';
import deDE from './de-DE';

/** Newsletter copy, de-CH: German, with Swiss wording where it differs. */
const copy: NewsletterCopy<'de-CH'> = {
  ...deDE,
  preferences: { ...deDE.preferences, topics: { ...deDE.preferences.topics, MOBILE: 'Mobile' } },
  mail: {
    ...deDE.mail,
    body: 'Grüezi, bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Bohne & Haus, indem Sie diesen Link öffnen:',
  },
};
export default copy;
