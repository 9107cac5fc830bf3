import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import type { NewsletterErrorKey } from '../../core/newsletter/newsletter-form-rules';
import type { Subscriber } from '../../core/newsletter/newsletter-subscriber.codec';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { LoadSubscriber } from '../../core/newsletter/load-subscriber.use-case';
import type { SavePreferencesError, SaveSubscriberPreferences } from '../../core/newsletter/save-subscriber-preferences.use-case';
import {
  preferencesFieldOrder,
  preferencesValidationFor,
  type PreferencesField,
  type PreferencesValues,
} from '../../core/newsletter/subscriber-preferences.use-case';
import type { Unsubscribe } from '../../core/newsletter/unsubscribe.use-case';
import type { SubscriberError } from '../../core/newsletter/subscriber-errors';
import { unreachable } from '../../core/shared/unreachable';
import { initialForm, type FormState, type SubmitOutcome } from '../../core/validation/form.reducer';
import type { CountryCode } from '../../core/country/country';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useForm } from '../components/form/use-form';

/** Where the preferences page stands. */
export type PreferencesPhase = 'loading' | 'notFound' | 'loadFailed' | 'ready' | 'unsubscribed';

/** What the page says after saving or unsubscribing failed or succeeded. */
export type PreferencesOutcome = 'saved' | 'failed' | 'unsubscribeFailed';

type PreferencesForm = FormState<PreferencesValues, PreferencesField, NewsletterErrorKey>;
const EMPTY_PREFERENCES: PreferencesValues = { salutation: '', firstName: '', lastName: '', topics: [] };
const initialPreferences = (country: CountryCode) => (): PreferencesForm => initialForm(EMPTY_PREFERENCES, preferencesFieldOrder(country));

/** The form's values as loaded from the subscriber. */
const valuesOf = (found: Subscriber): PreferencesValues => ({
  salutation: found.salutation ?? '',
  firstName: found.firstName ?? '',
  lastName: found.lastName ?? '',
  topics: found.topics,
});

/** The page a failed load leads to: an unknown or missing link is "not found", anything else a load failure. */
const loadFailurePhase = (kind: SubscriberError['kind']): PreferencesPhase => {
  switch (kind) {
    case 'MISSING_TOKEN':
    case 'NOT_FOUND':
      return 'notFound';
    case 'GENERIC':
      return 'loadFailed';
    default:
      return unreachable(kind);
  }
};

/** State and handlers of the preferences page: the shared form hook for name and topics, plus loading and unsubscribing. */
export const useSubscriberPreferences = (token: string | undefined) => {
  const loadSubscriber = useInjection<LoadSubscriber>(NEWSLETTER_TOKENS.loadSubscriber);
  const saveSubscriber = useInjection<SaveSubscriberPreferences>(NEWSLETTER_TOKENS.saveSubscriberPreferences);
  const unsubscribeSubscriber = useInjection<Unsubscribe>(NEWSLETTER_TOKENS.unsubscribe);
  const { country } = useStorefront();
  const form = useForm({ init: initialPreferences(country), validateField: preferencesValidationFor(country).field });
  const { dispatch, change: changeForm, submit: sendForm } = form;
  const [phase, setPhase] = useState<PreferencesPhase>('loading');
  const [subscriber, setSubscriber] = useState<Subscriber | undefined>();
  const [outcome, setOutcome] = useState<PreferencesOutcome | undefined>();

  useEffect(() => {
    let live = true;
    void loadSubscriber(token)().then((result) => {
      if (!live) return;
      if (E.isLeft(result)) {
        setPhase(loadFailurePhase(result.left.kind));
        return;
      }
      setSubscriber(result.right);
      dispatch({ type: 'RESET', values: valuesOf(result.right) });
      setPhase('ready');
    });
    return () => {
      live = false;
    };
  }, [loadSubscriber, token, dispatch]);

  const change = useCallback(
    (next: Partial<PreferencesValues>, validate?: PreferencesField) => {
      changeForm(next, validate);
      setOutcome(undefined);
    },
    [changeForm],
  );

  /** What the form shows after saving; every result kind is matched. */
  const saved = useCallback(
    (result: E.Either<SavePreferencesError, void>): SubmitOutcome<PreferencesValues, PreferencesField, NewsletterErrorKey> | undefined => {
      if (E.isRight(result)) {
        setOutcome('saved');
        return undefined;
      }
      const error = result.left;
      switch (error.kind) {
        case 'INVALID_FORM':
          return { errors: error.errors };
        case 'MISSING_TOKEN':
        case 'NOT_FOUND':
        case 'GENERIC':
          setOutcome('failed');
          return undefined;
        default:
          return unreachable(error);
      }
    },
    [],
  );

  const save = useCallback(
    () => sendForm(async (values) => saved(await saveSubscriber({ token, values })())),
    [sendForm, saved, saveSubscriber, token],
  );

  // Unsubscribing runs through the same one-at-a-time submit, so the fields are disabled meanwhile.
  const unsubscribe = useCallback(
    () =>
      sendForm(async () => {
        setOutcome(undefined);
        const result = await unsubscribeSubscriber(token)();
        if (E.isRight(result)) setPhase('unsubscribed');
        else setOutcome('unsubscribeFailed');
        return undefined;
      }),
    [sendForm, unsubscribeSubscriber, token],
  );

  return {
    phase,
    subscriber,
    outcome,
    values: form.values,
    errors: form.errors,
    saving: form.submitting,
    fieldRefs: form.refs,
    change,
    focus: form.focus,
    blur: form.blur,
    save,
    unsubscribe,
  };
};
