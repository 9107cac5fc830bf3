/** A piece of a message: plain text, or a named slot (e.g. a link) the view fills in. */
export type MessagePart = { readonly text: string } | { readonly slot: string };

/**
 * Splits a message at its `[name]` slots, so views can put links into translated sentences without HTML:
 * `'See our [privacy] notice.'` -> text 'See our ', slot 'privacy', text ' notice.'.
 */
export const messageParts = (template: string): MessagePart[] => {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\[(\w+)\]/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ slot: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
};
