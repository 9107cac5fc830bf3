import { LEGAL_TEXTS_FIELD, type LegalText } from '../../core/newsletter/legal-texts';

/**
 * Posted with the form, without script, beside the legal text it names: the text was on the page that sent it (its part
 * of the form is revealed whenever a post is possible, docs/newsletter.md). Disabled, so not posted, while the text is
 * collapsed away. With script the island reports the texts it finds visible instead (legal-texts-on-screen.ts).
 */
export const LegalTextMark = ({ text, shown }: { readonly text: LegalText; readonly shown: boolean }) => (
  <input type="hidden" name={LEGAL_TEXTS_FIELD} value={text} disabled={!shown} />
);
