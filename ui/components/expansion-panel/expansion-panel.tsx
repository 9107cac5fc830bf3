import type { ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import { ChevronIcon } from '../shared/icons';
import { useExpansionPanel } from './use-expansion-panel';
import './expansion-panel.css';
import { HEADING_TAGS } from '../shared/heading-tag';
import { useHydrated } from '../../app/use-hydrated';

/** Props of ExpansionPanel; expanded/defaultExpanded/onExpandedChange apply when it stands alone. */
export interface ExpansionPanelProps {
  /** The panel's id within its group (what the group's expanded list holds). */
  readonly id: string;
  readonly title: ReactNode;
  /** The level of the heading around the trigger (default 3). */
  readonly headingLevel?: 2 | 3 | 4;
  /** A disabled panel does not react. */
  readonly disabled?: boolean;
  readonly expanded?: boolean;
  readonly defaultExpanded?: boolean;
  readonly onExpandedChange?: (expanded: boolean) => void;
  readonly children: ReactNode;
  readonly className?: string;
}

/** One collapsible section: a heading with a toggle button and a region whose collapsed content stays findable. */
export const ExpansionPanel = ({
  id,
  title,
  headingLevel = 3,
  disabled = false,
  expanded,
  defaultExpanded,
  onExpandedChange,
  children,
  className,
}: ExpansionPanelProps) => {
  const {
    expanded: open,
    contentRef,
    triggerProps,
    contentProps,
  } = useExpansionPanel({ id, disabled, expanded, defaultExpanded, onExpandedChange });
  const Heading = HEADING_TAGS[headingLevel];
  const hydrated = useHydrated();
  return (
    <div className={classNames('expansion-panel', open && 'expansion-panel--expanded', disabled && 'expansion-panel--disabled', className)}>
      <Heading className="expansion-panel__heading">
        {/* The toggle needs script, so it is not in the server's HTML (a text browser would print it beside the title):
            there the heading is the title, and without script its content is shown (CSS). Once the script runs, the
            toggle takes the stand-in's place. */}
        {hydrated ? (
          <button className="expansion-panel__trigger" {...triggerProps}>
            <span className="expansion-panel__title">{title}</span>
            <ChevronIcon className="icon expansion-panel__chevron" />
          </button>
        ) : (
          <span className="expansion-panel__static-title">{title}</span>
        )}
      </Heading>
      <div className="expansion-panel__content" ref={contentRef} hidden={!open} {...contentProps}>
        <div className="expansion-panel__inner">{children}</div>
      </div>
    </div>
  );
};
