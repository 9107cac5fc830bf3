import type { NewsletterCopy } from '../newsletter.messages';
import deDE from './de-DE';

/** Newsletter copy, de-AT: German, with Austrian wording where it differs. */
const copy: NewsletterCopy<'de-AT'> = {
  ...deDE,
  dneLabel: 'Ja, ich möchte persönliche, auf meine Interessen abgestimmte Angebote erhalten.',
  mail: {
    ...deDE.mail,
    body: 'Grüß Gott, bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Bohne & Haus, indem Sie diesen Link öffnen:',
  },
};
export default copy;
