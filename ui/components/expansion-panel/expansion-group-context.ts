import { createContext, useContext } from 'react';
import type { ExpansionGroupState } from './use-expansion-group-state';

/** The enclosing group of an expansion panel, if any. */
export const ExpansionGroupContext = createContext<ExpansionGroupState | null>(null);

/** The enclosing group's state, or null for a standalone panel. */
export const useExpansionGroup = (): ExpansionGroupState | null => useContext(ExpansionGroupContext);
