/** What can take keyboard focus. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside a container, in the DOM's tab order, leaving out hidden and inert parts. */
export const focusables = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]') && !el.closest('[inert]'));

/**
 * Where focus goes when an element that holds it goes away (WAI-ARIA: never to the page's start): the next focusable
 * element after it in the document, else the one before it.
 */
export const focusAfterRemoving = (removed: Element): HTMLElement | undefined => {
  const candidates = focusables(removed.ownerDocument).filter((el) => !removed.contains(el));
  const following = (el: Element) => (removed.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  return candidates.find(following) ?? candidates.filter((el) => !following(el)).at(-1);
};
