import * as E from 'fp-ts/Either';
import type { CountryCode } from '../country/country';
import { reducerStore, type Controller } from '../shared/controller';
import { unreachable } from '../shared/unreachable';
import { createFormController } from '../validation/form.controller';
import type { SubmitOutcome } from '../validation/form.reducer';
import type { LoadSubscriber } from './load-subscriber.use-case';
import type { NewsletterErrorKey } from './newsletter-form-rules';
import type { PreferencesPost } from './preferences-post';
import type { Subscriber } from './newsletter-subscriber.codec';
import type { SavePreferencesError, SaveSubscriberPreferences } from './save-subscriber-preferences.use-case';
import type { SubscriberError } from './subscriber-errors';
import { preferencesValidationFor, type PreferencesField, type PreferencesValues } from './subscriber-preferences.use-case';
import {
  loadingPreferences,
  type PreferencesForm,
  type PreferencesOutcome,
  type PreferencesPhase,
  type PreferencesSnapshot,
} from './subscriber-preferences.snapshot';
import type { Unsubscribe } from './unsubscribe.use-case';

/** What the preferences page accepts, as events (each command below is one). */
export type PreferencesCommand =
  | { readonly type: 'load'; readonly token: string | undefined }
  | { readonly type: 'change'; readonly values: Partial<PreferencesValues>; readonly validate?: PreferencesField }
  | { readonly type: 'focus' | 'blur'; readonly field: PreferencesField }
  | { readonly type: 'save' | 'unsubscribe' };

/** The preferences controller: the snapshot, plus commands; the asynchronous ones return a promise the server awaits. */
export interface SubscriberPreferencesController extends Controller<PreferencesSnapshot, PreferencesCommand> {
  /** Loads the link's subscriber into the form; an unknown or missing link is "not found", any other failure "load failed". */
  load(token: string | undefined): Promise<void>;
  /** The visitor changed values (`validate`: a choice to check at once); a shown outcome goes. */
  change(values: Partial<PreferencesValues>, validate?: PreferencesField): void;
  focus(field: PreferencesField): void;
  blur(field: PreferencesField): void;
  /** Saves name and topics, one save at a time; field errors come back on the form. */
  save(): Promise<void>;
  /** Unsubscribes through the same one-at-a-time submit, so the fields are disabled meanwhile. */
  unsubscribe(): Promise<void>;
  /**
   * Answers the form posted without JavaScript, as the page does with JavaScript: loads the link's subscriber, takes
   * the posted values, then saves or unsubscribes. The snapshot is the answer page's state.
   */
  answerPost(post: PreferencesPost): Promise<void>;
}

/** The use cases the page runs and the storefront whose rules apply. */
export interface PreferencesDeps {
  readonly loadSubscriber: LoadSubscriber;
  readonly saveSubscriberPreferences: SaveSubscriberPreferences;
  readonly unsubscribe: Unsubscribe;
  readonly country: CountryCode;
}

type Event =
  | { readonly type: 'LOADING'; readonly token: string | null }
  | { readonly type: 'LOADED'; readonly subscriber: Subscriber }
  | { readonly type: 'LOAD_FAILED'; readonly phase: PreferencesPhase }
  | { readonly type: 'FORM'; readonly form: PreferencesForm }
  | { readonly type: 'OUTCOME'; readonly outcome: PreferencesOutcome | null }
  | { readonly type: 'UNSUBSCRIBED' };

const reducer = (state: PreferencesSnapshot, event: Event): PreferencesSnapshot => {
  switch (event.type) {
    case 'LOADING':
      return { ...state, token: event.token, phase: 'loading', subscriber: null, outcome: null };
    case 'LOADED':
      return { ...state, phase: 'ready', subscriber: { email: event.subscriber.email, status: event.subscriber.status } };
    case 'LOAD_FAILED':
      return { ...state, phase: event.phase };
    case 'FORM':
      return event.form === state.form ? state : { ...state, form: event.form };
    case 'OUTCOME':
      return event.outcome === state.outcome ? state : { ...state, outcome: event.outcome };
    case 'UNSUBSCRIBED':
      return { ...state, phase: 'unsubscribed', outcome: null };
  }
};

/** The page a failed load leads to: an unknown or missing link is "not found", anything else a load failure. */
const loadFailurePhase = (kind: SubscriberError['kind']): PreferencesPhase => {
  switch (kind) {
    case 'MISSING_TOKEN':
    case 'NOT_FOUND':
      return 'notFound';
    // The link's subscriber unsubscribed (here or in another tab): the page confirms it.
    case 'UNSUBSCRIBED':
      return 'unsubscribed';
    case 'GENERIC':
      return 'loadFailed';
    default:
      return unreachable(kind);
  }
};

type Outcome = SubmitOutcome<PreferencesValues, PreferencesField, NewsletterErrorKey> | undefined;
/** What the form and the page show after saving; every result kind is matched. */
const savedOutcome = (result: E.Either<SavePreferencesError, void>): { form: Outcome; page: PreferencesOutcome | null } => {
  if (E.isRight(result)) return { form: undefined, page: 'saved' };
  const error = result.left;
  switch (error.kind) {
    case 'INVALID_FORM':
      return { form: { errors: error.errors }, page: null };
    case 'MISSING_TOKEN':
    case 'NOT_FOUND':
    case 'UNSUBSCRIBED':
    case 'GENERIC':
      return { form: undefined, page: 'failed' };
    default:
      return unreachable(error);
  }
};

/** Makes the preferences controller, from the state the server decided (or the loading page). */
export const createSubscriberPreferences = (deps: PreferencesDeps, initial?: PreferencesSnapshot): SubscriberPreferencesController => {
  const store = reducerStore<PreferencesSnapshot, Event>(initial ?? loadingPreferences(deps.country), reducer);
  const form = createFormController<PreferencesForm>({
    initial: store.state().form,
    validateField: preferencesValidationFor(deps.country).field,
  });
  form.subscribe(() => store.send({ type: 'FORM', form: form.getSnapshot() }));
  const token = () => store.state().token ?? undefined;
  let loads = 0;

  const load = async (wanted: string | undefined): Promise<void> => {
    const current = (loads += 1);
    store.send({ type: 'LOADING', token: wanted ?? null });
    const result = await deps.loadSubscriber(wanted)();
    // A later load (another token) wins over an earlier one that answers late.
    if (current !== loads) return;
    if (E.isLeft(result)) {
      store.send({ type: 'LOAD_FAILED', phase: loadFailurePhase(result.left.kind) });
      return;
    }
    const found = result.right;
    form.send({
      type: 'RESET',
      values: {
        salutation: found.salutation ?? '',
        firstName: found.firstName ?? '',
        lastName: found.lastName ?? '',
        topics: found.topics,
      },
    });
    store.send({ type: 'LOADED', subscriber: found });
  };
  const change = (values: Partial<PreferencesValues>, validate?: PreferencesField) => {
    form.change(values, validate);
    store.send({ type: 'OUTCOME', outcome: null });
  };
  const save = () =>
    form.submit(async (values) => {
      const outcome = savedOutcome(await deps.saveSubscriberPreferences({ token: token(), values })());
      store.send({ type: 'OUTCOME', outcome: outcome.page });
      return outcome.form;
    });
  const unsubscribe = () =>
    form.submit(async () => {
      store.send({ type: 'OUTCOME', outcome: null });
      const result = await deps.unsubscribe(token())();
      store.send(E.isRight(result) ? { type: 'UNSUBSCRIBED' } : { type: 'OUTCOME', outcome: 'unsubscribeFailed' });
      return undefined;
    });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send: (command) => {
      switch (command.type) {
        case 'load':
          return void load(command.token);
        case 'change':
          return change(command.values, command.validate);
        case 'focus':
          return form.focus(command.field);
        case 'blur':
          return form.blur(command.field);
        case 'save':
          return void save();
        case 'unsubscribe':
          return void unsubscribe();
      }
    },
    load,
    change,
    focus: form.focus,
    blur: form.blur,
    save,
    unsubscribe,
    answerPost: async (post) => {
      await load(post.token);
      if (store.state().phase !== 'ready') return;
      change(post.values);
      await (post.intent === 'unsubscribe' ? unsubscribe() : save());
    },
  };
};
