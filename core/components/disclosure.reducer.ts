/** Things that happen to a single disclosure (text slider, standalone expansion panel). */
export type DisclosureEvent = { readonly type: 'toggle' } | { readonly type: 'expand' } | { readonly type: 'collapse' };

/** The disclosure state machine: collapsed (false) or expanded (true); disabled disclosures do not react. */
export const disclosureReducer = (expanded: boolean, event: DisclosureEvent, disabled = false): boolean => {
  if (disabled) return expanded;
  switch (event.type) {
    case 'toggle':
      return !expanded;
    case 'expand':
      return true;
    case 'collapse':
      return false;
  }
};
