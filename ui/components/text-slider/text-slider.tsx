import type { ReactNode } from 'react';
import { useMessages } from '../../app/storefront-context';
import { classNames } from '../shared/class-names';
import { ChevronIcon } from '../shared/icons';
import { useTextSlider, type TextSliderStateProps } from './use-text-slider';
import './text-slider.css';

/** Props of TextSlider. */
export interface TextSliderProps extends TextSliderStateProps {
  readonly children: ReactNode;
  /** The toggle's label while collapsed (default from copy: 'Mehr anzeigen' in German). */
  readonly moreLabel?: string;
  /** The toggle's label while expanded (default from copy: 'Weniger anzeigen' in German). */
  readonly lessLabel?: string;
  /** Lines shown while collapsed (default 3). */
  readonly lines?: number;
  readonly className?: string;
}

/** A text shown shortened (a few lines, faded out) until the shopper expands it, and collapsible again. */
export const TextSlider = ({ children, moreLabel, lessLabel, lines = 3, className, ...state }: TextSliderProps) => {
  const copy = useMessages('components').textSlider;
  const slider = useTextSlider(state);
  return (
    <div className={classNames('text-slider', slider.expanded ? 'text-slider--expanded' : 'text-slider--collapsed', className)}>
      {/* A data attribute, not a style attribute: the strict CSP blocks style attributes in the server's HTML. */}
      <div className="text-slider__content" {...slider.contentProps} data-lines={Math.min(Math.max(Math.round(lines), 1), 10)}>
        {children}
      </div>
      <button className="text-slider__toggle" {...slider.toggleProps}>
        {slider.expanded ? (lessLabel ?? copy.less) : (moreLabel ?? copy.more)}
        <ChevronIcon className="icon text-slider__chevron" />
      </button>
    </div>
  );
};
