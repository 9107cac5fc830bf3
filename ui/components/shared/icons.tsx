import type { ReactNode } from 'react';

/** Small decorative SVG icons of the component set; always hidden from assistive technology. */
const Svg = ({ children, className }: { children: ReactNode; className?: string }) => (
  <svg
    className={className ?? 'icon'}
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

/** A downward chevron (select, expansion panel). */
export const ChevronIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M6 9l6 6 6-6" />
  </Svg>
);
/** A cross (close buttons). */
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
/** A tick (valid state, success). */
export const CheckIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
/** An exclamation mark in a circle (error). */
export const ErrorIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Svg>
);
/** An "i" in a circle (info). */
export const InfoIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </Svg>
);
/** A triangle with an exclamation mark (warning). */
export const WarningIcon = () => (
  <Svg>
    <path d="M12 3.5l9.5 16.5h-19z" />
    <path d="M12 10v4.5M12 17.5v.01" />
  </Svg>
);
/** A box with an arrow (external link). */
export const ExternalIcon = () => (
  <Svg className="icon icon--small">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
/** An eye (show password). */
export const EyeIcon = ({ crossed }: { crossed?: boolean }) => (
  <Svg>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {crossed ? <path d="M4 4l16 16" /> : null}
  </Svg>
);
