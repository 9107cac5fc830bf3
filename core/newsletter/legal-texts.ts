import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

/**
 * The legal texts of the sign-up form, as the payload names them (`legalTextsShown`, the proof of consent): the legal
 * notice, the minimum age, TR's deletion of unconfirmed sign-ups and stop after inactivity (in the legal-notice panel),
 * the privacy hint (below the panel) and HU's voucher validity (in the footnote).
 */
export const LegalTextCodec = t.keyof({
  LEGAL_NOTICE: null,
  MINIMUM_AGE: null,
  UNCONFIRMED_DELETION: null,
  INACTIVITY_STOP: null,
  PRIVACY_HINT: null,
  VOUCHER_VALIDITY: null,
});
/** One legal text of the sign-up form. */
export type LegalText = t.TypeOf<typeof LegalTextCodec>;

/** The form field (hidden inputs without script) and payload key that list the texts on the screen when the form was sent. */
export const LEGAL_TEXTS_FIELD = 'legalTextsShown';

/** The attribute each legal text's element carries: the client reads which of them were visible when the form was sent. */
export const LEGAL_TEXT_ATTRIBUTE = 'data-legal-text';

/** The service's problem type for a sign-up whose required texts were not on the screen (RFC 7807). */
export const LEGAL_TEXTS_NOT_SHOWN_TYPE = 'urn:newsletter:legal_texts_not_shown';

/** Reads a list of text names (posted fields, DOM attributes): unknown names are dropped, each text once, in page order. */
export const readLegalTexts = (names: readonly string[]): LegalText[] => {
  const known = new Set(names.flatMap((name) => (E.isRight(LegalTextCodec.decode(name)) ? [name] : [])));
  return Object.keys(LegalTextCodec.keys).filter((text): text is LegalText => known.has(text));
};
