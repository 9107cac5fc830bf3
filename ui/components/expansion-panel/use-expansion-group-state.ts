import { useCallback, useMemo } from 'react';
import {
  expansionGroupReducer,
  type ExpansionGroupEvent,
  type ExpansionGroupOptions,
} from '../../../core/components/expansion-group.reducer';
import { useControllableState } from '../shared/use-controllable-state';

/** Props that make up a group's state: controlled `expanded` or uncontrolled `defaultExpanded`, plus its options. */
export interface ExpansionGroupStateProps extends ExpansionGroupOptions {
  readonly expanded?: readonly string[];
  readonly defaultExpanded?: readonly string[];
  readonly onExpandedChange?: (ids: string[]) => void;
}

/** What a group's panels read and do. */
export interface ExpansionGroupState {
  readonly expanded: readonly string[];
  readonly dispatch: (event: ExpansionGroupEvent) => void;
  readonly options: ExpansionGroupOptions;
}

/** The state hook of an expansion group: the core reducer behind a controlled/uncontrolled value. */
export const useExpansionGroupState = ({
  expanded,
  defaultExpanded = [],
  onExpandedChange,
  multiple = false,
  preventCloseLast = false,
}: ExpansionGroupStateProps): ExpansionGroupState => {
  const initial = expansionGroupReducer([], { type: 'set', expanded: defaultExpanded }, { multiple, preventCloseLast });
  const notify = useCallback((ids: readonly string[]) => onExpandedChange?.([...ids]), [onExpandedChange]);
  const [current, set] = useControllableState<readonly string[]>(expanded, initial, notify);
  const dispatch = useCallback(
    (event: ExpansionGroupEvent) => set((state) => expansionGroupReducer(state, event, { multiple, preventCloseLast })),
    [set, multiple, preventCloseLast],
  );
  // One stable context value per state, so panels re-subscribe their find-in-page listener only when it changes.
  return useMemo(
    () => ({ expanded: current, dispatch, options: { multiple, preventCloseLast } }),
    [current, dispatch, multiple, preventCloseLast],
  );
};
