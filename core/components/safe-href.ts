/**
 * Spec: only safe URL schemes reach an href. http(s), mailto:, tel:, site-relative "/..." and "#..." pass; "//host"
 * and "/\\host" are not site-relative (browsers read both as another host), so they do not.
 */
const SAFE_START = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/;

/**
 * The href to render for a link target, or undefined when it is unsafe (javascript:, data:, vbscript:, unknown
 * schemes, bare relative paths). Does what the URL parser does first: drops leading/trailing control characters
 * and spaces and every tab or newline, so "java\tscript:" or " JAVASCRIPT:" cannot slip through.
 */
export const safeHref = (raw: string | null | undefined): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  // Control characters are exactly what the URL parser strips, so they are stripped here before the scheme check.
  const cleaned = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return SAFE_START.test(cleaned.toLowerCase()) ? cleaned : undefined;
};
