import { useCallback, useId } from 'react';
import { disclosureReducer } from '../../../core/components/disclosure.reducer';
import { useControllableState } from '../shared/use-controllable-state';

/** State props of a text slider: controlled `expanded` or uncontrolled `defaultExpanded`. */
export interface TextSliderStateProps {
  readonly expanded?: boolean;
  readonly defaultExpanded?: boolean;
  readonly onExpandedChange?: (expanded: boolean) => void;
}

/** State and ARIA wiring of a text slider (WAI-ARIA disclosure): the toggle controls the text region. */
export const useTextSlider = ({ expanded, defaultExpanded = false, onExpandedChange }: TextSliderStateProps) => {
  const [isExpanded, setExpanded] = useControllableState(expanded, defaultExpanded, onExpandedChange);
  const contentId = `text-slider-${useId()}`;
  const toggle = useCallback(() => setExpanded((current) => disclosureReducer(current, { type: 'toggle' })), [setExpanded]);
  return {
    expanded: isExpanded,
    contentProps: { id: contentId },
    toggleProps: { type: 'button' as const, 'aria-expanded': isExpanded, 'aria-controls': contentId, onClick: toggle },
  };
};
