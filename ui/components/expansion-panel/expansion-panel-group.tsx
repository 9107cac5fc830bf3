import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { nextFocusIndex } from '../../../core/components/roving-focus';
import { classNames } from '../shared/class-names';
import { ExpansionGroupContext } from './expansion-group-context';
import { useExpansionGroupState, type ExpansionGroupStateProps } from './use-expansion-group-state';
import './expansion-panel.css';

/** Props of ExpansionPanelGroup. */
export interface ExpansionPanelGroupProps extends ExpansionGroupStateProps {
  /** Several panels may be open at once. */
  readonly multiple?: boolean;
  /** In a single-select group, the one open panel cannot be closed by clicking it. */
  readonly preventCloseLast?: boolean;
  readonly expanded?: string[];
  readonly defaultExpanded?: string[];
  readonly onExpandedChange?: (ids: string[]) => void;
  readonly children: ReactNode;
  readonly className?: string;
}

/** The triggers that belong to this group (not to a group nested inside it). */
const ownTriggers = (root: HTMLElement): HTMLButtonElement[] =>
  [...root.querySelectorAll<HTMLButtonElement>('[data-expansion-trigger]')].filter((el) => el.closest('.expansion-group') === root);

/** A group of expansion panels (WAI-ARIA accordion): one or several open, ArrowUp/ArrowDown/Home/End between headers. */
export const ExpansionPanelGroup = ({ children, className, ...props }: ExpansionPanelGroupProps) => {
  const state = useExpansionGroupState(props);
  const root = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!root.current || !(event.target instanceof HTMLElement) || !event.target.hasAttribute('data-expansion-trigger')) return;
    const triggers = ownTriggers(root.current);
    const index = triggers.findIndex((trigger) => trigger === event.target);
    if (index < 0) return;
    const next = nextFocusIndex(
      event.key,
      index,
      triggers.map((trigger) => !trigger.disabled),
    );
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  };
  return (
    <ExpansionGroupContext.Provider value={state}>
      <div ref={root} className={classNames('expansion-group', className)} onKeyDown={onKeyDown}>
        {children}
      </div>
    </ExpansionGroupContext.Provider>
  );
};
