import * as E from 'fp-ts/Either';
import { unreachable } from '../shared/unreachable';
import * as t from 'io-ts';
import { reducerStore, type Controller } from '../shared/controller';
import type { ConfirmError, ConfirmSubscription } from './confirm-subscription.use-case';
import type { Confirmation } from './newsletter-subscriber.codec';

/** The value of the `_form` field the confirmation page's button posts. */
export const CONFIRM_FORM = 'newsletter-confirm';

/** The confirmation page's state: the button offered (ready), asking the service, or what it answered. */
export const ConfirmationSnapshotCodec = t.type({
  state: t.keyof({ ready: null, checking: null, confirmed: null, already: null, failed: null }),
  /** The token that opens the preferences, when the service named one on confirming. */
  preferencesToken: t.union([t.string, t.null]),
});
/** A snapshot of the confirmation controller (plain JSON: the server sends it in the page state). */
export type ConfirmationSnapshot = t.TypeOf<typeof ConfirmationSnapshotCodec>;

/** What the confirmation accepts: the visitor pressed the button of the link with this token. */
export type ConfirmationCommand = { readonly type: 'confirm'; readonly token: string | undefined };

/** The confirmation controller: the snapshot, plus the command as a promise the server awaits. */
export interface ConfirmationController extends Controller<ConfirmationSnapshot, ConfirmationCommand> {
  /** Confirms once: a press while asking, or after the service answered, is ignored (the link's token works once). */
  confirm(token: string | undefined): Promise<void>;
}

/** The page before anything happened: a GET never confirms (mail scanners follow links), it offers the button. */
export const READY_CONFIRMATION: ConfirmationSnapshot = { state: 'ready', preferencesToken: null };

/** What a confirmation came to; each result kind is matched once, here, for the page and the server's answer alike. */
export const confirmationOf = (result: E.Either<ConfirmError, Confirmation>): ConfirmationSnapshot => {
  if (E.isRight(result)) return { state: 'confirmed', preferencesToken: result.right.preferencesToken ?? null };
  const error = result.left;
  switch (error.kind) {
    case 'ALREADY_CONFIRMED':
      return { state: 'already', preferencesToken: null };
    case 'MISSING_TOKEN':
    case 'INVALID_LINK':
      return { state: 'failed', preferencesToken: null };
    default:
      return unreachable(error);
  }
};

type Event = { readonly type: 'CHECKING' } | { readonly type: 'ANSWERED'; readonly snapshot: ConfirmationSnapshot };

const reducer = (state: ConfirmationSnapshot, event: Event): ConfirmationSnapshot =>
  event.type === 'CHECKING' ? { state: 'checking', preferencesToken: null } : event.snapshot;

/** Makes the double-opt-in confirmation controller over the confirm use case, from the state the server decided. */
export const createConfirmation = (
  deps: { readonly confirm: ConfirmSubscription },
  initial: ConfirmationSnapshot = READY_CONFIRMATION,
): ConfirmationController => {
  const store = reducerStore<ConfirmationSnapshot, Event>(initial, reducer);
  const confirm = async (token: string | undefined): Promise<void> => {
    if (store.state().state !== 'ready') return;
    store.send({ type: 'CHECKING' });
    store.send({ type: 'ANSWERED', snapshot: confirmationOf(await deps.confirm(token)()) });
  };
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send: (command) => {
      void confirm(command.token);
    },
    confirm,
  };
};
