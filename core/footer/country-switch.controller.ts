import { reducerStore, type Controller } from '../shared/controller';
import type { CountrySwitcherItem } from './country-switcher';

/** Where the country form goes without JavaScript (GET ?country=<slug>): the server answers with that storefront's address. */
export const COUNTRY_SWITCH_PATH = '/country-switch';

/** Keys that move a closed native select's value on some platforms (Windows, Linux) without opening it. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** The country dropdown: what it shows, and whether the last key only browsed its closed list. */
export interface CountrySwitchSnapshot {
  readonly shown: string;
  readonly browsing: boolean;
}

/** What the shopper does to the dropdown. */
export type CountrySwitchEvent =
  { readonly type: 'KEY'; readonly key: string } | { readonly type: 'PICKED'; readonly code: string } | { readonly type: 'LEFT' };

/** The dropdown's commands. */
export interface CountrySwitch extends Controller<CountrySwitchSnapshot, CountrySwitchEvent> {
  /** A key went down on the closed select: Enter goes to the value shown; arrow keys and letters only browse. */
  key(key: string, value: string): void;
  /** The select's value changed: a pick with mouse, touch or the opened list goes there; a browsing key does not. */
  pick(code: string): void;
  /** The shopper left the control: it shows the current storefront again. */
  leave(): void;
}

/**
 * The country switch (spec 2.2; WCAG 3.2.2): choosing a storefront navigates there, but browsing a closed select with
 * the keyboard only moves its value, and Enter goes there, so keyboard users are not sent away on the first key.
 */
export const createCountrySwitch = <I extends Pick<CountrySwitcherItem, 'code' | 'selected'>>(
  items: readonly I[],
  navigate: (item: I) => void,
): CountrySwitch => {
  const current = items.find((item) => item.selected)?.code ?? '';
  const go = (code: string) => {
    const chosen = items.find((item) => item.code === code);
    if (chosen && !chosen.selected) navigate(chosen);
  };
  const store = reducerStore<CountrySwitchSnapshot, CountrySwitchEvent>({ shown: current, browsing: false }, (state, event) => {
    switch (event.type) {
      case 'KEY':
        return {
          ...state,
          browsing: event.key !== 'Enter' && (BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ')),
        };
      case 'PICKED':
        return { shown: event.code, browsing: false };
      case 'LEFT':
        return { shown: current, browsing: false };
    }
  });
  return {
    ...store,
    key: (key, value) => {
      store.send({ type: 'KEY', key });
      if (key === 'Enter') go(value);
    },
    pick: (code) => {
      const browsed = store.getSnapshot().browsing;
      store.send({ type: 'PICKED', code });
      if (!browsed) go(code);
    },
    leave: () => store.send({ type: 'LEFT' }),
  };
};
