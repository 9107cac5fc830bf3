import { LEGAL_TEXT_ATTRIBUTE, readLegalTexts, type LegalText } from '../../core/newsletter/legal-texts';
import { HONEYPOT_FIELD } from '../../core/newsletter/newsletter-form-post';

/**
 * Whether the shopper could see an element: not inside a `hidden` part (a collapsed panel), and drawn by the browser
 * (not under `display: none`, as the further fields are until the email field has focus). checkVisibility is what the
 * browser itself knows; where it is missing (an old browser, a test DOM) only the `hidden` parts count.
 */
const visible = (element: Element): boolean =>
  element.closest('[hidden]') === null && (typeof element.checkVisibility !== 'function' || element.checkVisibility());

/**
 * The legal texts of a sign-up form on the screen now, read from the page as the form is sent: a text not yet rendered
 * (its chunk still loading), collapsed away or hidden by CSS is not claimed (the proof of consent).
 */
export const legalTextsOnScreen = (form: ParentNode | null | undefined): LegalText[] =>
  readLegalTexts(
    [...(form?.querySelectorAll(`[${LEGAL_TEXT_ATTRIBUTE}]`) ?? [])]
      .filter(visible)
      .map((element) => element.getAttribute(LEGAL_TEXT_ATTRIBUTE) ?? ''),
  );

/**
 * The honeypot's text as the form holds it now (spec 4.1): what is in the field at the send, whether or not an input
 * event told of it (a bot may set the value by script). Undefined without the field.
 */
export const honeypotInForm = (form: HTMLFormElement | null | undefined): string | undefined => {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement ? field.value : undefined;
};
