import type { PageContext } from '../layout/page-context';
import { FORM_FIELD, formAction } from '../shared/form-post';
import { reducerStore, type Controller } from '../shared/controller';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Navigation } from '../shared/navigation.port';
import { changeView, VIEW_CHANGE_FORM, VIEW_FIELD, type ViewChange } from './view-changer';

/**
 * The view changer as the page shows it: the form posted to the page it is on (the no-JavaScript path, answered by
 * the server with the platform cookie), and whether a switch is already under way (the page is reloading).
 */
export interface ViewChangerSnapshot {
  readonly change: ViewChange;
  /** The form's address: this page, with its query. */
  readonly action: string;
  /** The form's hidden fields, in order: which form, which switch. */
  readonly fields: ReadonlyArray<readonly [name: string, value: string]>;
  readonly switching: boolean;
}

/** What the shopper does to the view changer. */
export type ViewChangerEvent = { readonly type: 'CHOSEN' };

/** The view changer's commands. */
export interface ViewChanger extends Controller<ViewChangerSnapshot, ViewChangerEvent> {
  /** The shopper pressed the switch: writes the platform cookie and reloads, once however often it was pressed. */
  choose(): void;
}

/**
 * The footer's view changer (spec 2.1): a form the server answers without JavaScript; with JavaScript the same
 * switch writes the platform cookie and reloads the page (core's `changeView`).
 */
export const createViewChanger = (
  change: ViewChange,
  page: Pick<PageContext, 'basePath' | 'path' | 'query'>,
  deps: { readonly cookies: CookieJar; readonly navigation: Navigation },
): ViewChanger => {
  const store = reducerStore<ViewChangerSnapshot, ViewChangerEvent>(
    {
      change,
      action: formAction(page),
      fields: [
        [FORM_FIELD, VIEW_CHANGE_FORM],
        [VIEW_FIELD, change],
      ],
      switching: false,
    },
    (state, event) => {
      switch (event.type) {
        case 'CHOSEN':
          return state.switching ? state : { ...state, switching: true };
      }
    },
  );
  return {
    ...store,
    choose: () => {
      if (store.getSnapshot().switching) return;
      store.send({ type: 'CHOSEN' });
      changeView(deps)(change);
    },
  };
};
