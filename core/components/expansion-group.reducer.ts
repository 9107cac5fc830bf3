/** How a group of expansion panels behaves (spec 4.4). */
export interface ExpansionGroupOptions {
  /** Several panels may be open at once. */
  readonly multiple?: boolean;
  /** In a single-select group, clicking the one open panel does not close it. */
  readonly preventCloseLast?: boolean;
}

/** Things that happen to a group: a header click, find-in-page revealing a panel, a new controlled value. */
export type ExpansionGroupEvent =
  | { readonly type: 'toggle'; readonly id: string; readonly disabled?: boolean }
  | { readonly type: 'expand'; readonly id: string; readonly disabled?: boolean }
  | { readonly type: 'set'; readonly expanded: readonly string[] };

/** The group's state machine: the ids of open panels, in opening order. Disabled panels do not react. */
export const expansionGroupReducer = (
  expanded: readonly string[],
  event: ExpansionGroupEvent,
  options: ExpansionGroupOptions = {},
): readonly string[] => {
  if (event.type === 'set') return options.multiple ? event.expanded : event.expanded.slice(-1);
  if (event.disabled) return expanded;
  const open = expanded.includes(event.id);
  if (event.type === 'expand') return open ? expanded : options.multiple ? [...expanded, event.id] : [event.id];
  if (!open) return options.multiple ? [...expanded, event.id] : [event.id];
  if (!options.multiple && options.preventCloseLast && expanded.length === 1) return expanded;
  return expanded.filter((id) => id !== event.id);
};
