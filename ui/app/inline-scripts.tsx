import { createContext, useContext, type ReactNode } from 'react';

/**
 * Scripts the server writes inline where a control works only with script: the control is created by its script as the
 * page is parsed, so a client that runs no script (a text browser, a browser with JavaScript off) never gets it. The
 * composition provides their bodies (the page's CSP allows each by its hash); where none are provided (a test, a
 * client render) the control is left out.
 */
export interface InlineScripts {
  /** Turns its own `<script data-text data-class>` into the legal bar's cookie-settings entry (an `<li>` with a button). */
  readonly consentSettingsEntry: string;
}

const InlineScriptsContext = createContext<InlineScripts | null>(null);

export const InlineScriptsProvider = ({ scripts, children }: { scripts: InlineScripts; children: ReactNode }) => (
  <InlineScriptsContext.Provider value={scripts}>{children}</InlineScriptsContext.Provider>
);

/** The page's inline scripts, or null where there are none. */
export const useInlineScripts = (): InlineScripts | null => useContext(InlineScriptsContext);
