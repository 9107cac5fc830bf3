import { useCallback, useId, useRef } from 'react';
import { disclosureReducer } from '../../../core/components/disclosure.reducer';
import { useControllableState } from '../shared/use-controllable-state';
import { useExpansionGroup } from './expansion-group-context';
import { useHiddenUntilFound } from './use-hidden-until-found';

/** What a panel needs to know to behave: its id, whether it is disabled, and its own state when standalone. */
export interface ExpansionPanelBehaviourProps {
  readonly id: string;
  readonly disabled?: boolean;
  readonly expanded?: boolean;
  readonly defaultExpanded?: boolean;
  readonly onExpandedChange?: (expanded: boolean) => void;
}

/**
 * The behaviour hook of one expansion panel (WAI-ARIA accordion): inside a group it follows the group's reducer,
 * alone it keeps its own disclosure state; it wires the trigger's aria-expanded/aria-controls and the
 * content's hidden="until-found".
 */
export const useExpansionPanel = ({
  id,
  disabled = false,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
}: ExpansionPanelBehaviourProps) => {
  const group = useExpansionGroup();
  const [own, setOwn] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const isExpanded = group ? group.expanded.includes(id) : own;
  const base = `panel-${useId()}`;
  const contentRef = useRef<HTMLDivElement>(null);

  const toggle = useCallback(() => {
    if (group) group.dispatch({ type: 'toggle', id, disabled });
    else setOwn((current) => disclosureReducer(current, { type: 'toggle' }, disabled));
  }, [group, id, disabled, setOwn]);

  // Find-in-page opens even a disabled panel's content: hiding a match the browser already jumped to helps nobody.
  const reveal = useCallback(() => {
    if (group) group.dispatch({ type: 'expand', id });
    else setOwn(true);
  }, [group, id, setOwn]);
  useHiddenUntilFound(contentRef, !isExpanded, reveal);

  // APG: an open panel that may not be collapsed tells so with aria-disabled.
  const locked = Boolean(group && isExpanded && !group.options.multiple && group.options.preventCloseLast && group.expanded.length === 1);
  return {
    expanded: isExpanded,
    contentRef,
    triggerProps: {
      id: `${base}-trigger`,
      type: 'button' as const,
      'aria-expanded': isExpanded,
      'aria-controls': `${base}-content`,
      disabled,
      'aria-disabled': locked || undefined,
      onClick: toggle,
      'data-expansion-trigger': '',
    },
    // No role="region": APG makes it optional, and shops repeat panel titles (FAQ, footer), which would give
    // several landmarks of the same name.
    contentProps: { id: `${base}-content` },
  };
};
