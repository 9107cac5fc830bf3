import 'react';

// HTML invoker commands (Baseline since December 2025): a button opens or closes a dialog or popover by itself, with
// or without script. React passes the attributes through as written; these declarations let TypeScript check them.
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string;
    /** What the button asks of it: show-modal, close, request-close, toggle-popover, show-popover, hide-popover. */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
