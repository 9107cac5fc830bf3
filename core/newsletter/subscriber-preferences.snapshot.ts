import * as t from 'io-ts';
import type { CountryCode } from '../country/country';
import { initialForm, type FormState } from '../validation/form.reducer';
import { formStateCodec } from '../validation/form-state.codec';
import { SalutationCodec, TopicCodec } from './newsletter-form';
import { NewsletterErrorKeyCodec, type NewsletterErrorKey } from './newsletter-form-rules';
import { SubscriberStatusCodec } from './newsletter-subscriber.codec';
import { preferencesFieldOrder, type PreferencesField, type PreferencesValues } from './subscriber-preferences.use-case';

const FieldCodec = t.keyof({ salutation: null, firstName: null, lastName: null } satisfies Record<PreferencesField, null>);
const ValuesCodec: t.Type<PreferencesValues, unknown> = t.type({
  salutation: t.union([SalutationCodec, t.literal('')]),
  firstName: t.string,
  lastName: t.string,
  topics: t.readonlyArray(TopicCodec),
});

/** The preferences page's state: where it stands, whose subscription, the form, and what saving or unsubscribing came to. */
export const PreferencesSnapshotCodec = t.type({
  /** The link's token the page loaded (save and unsubscribe use it). */
  token: t.union([t.string, t.null]),
  phase: t.keyof({ loading: null, notFound: null, loadFailed: null, ready: null, unsubscribed: null }),
  subscriber: t.union([t.type({ email: t.string, status: SubscriberStatusCodec }), t.null]),
  form: formStateCodec(ValuesCodec, FieldCodec, NewsletterErrorKeyCodec),
  outcome: t.union([t.keyof({ saved: null, failed: null, unsubscribeFailed: null }), t.null]),
});
/** A snapshot of the preferences controller (plain JSON: the server sends it in the page state). */
export type PreferencesSnapshot = t.TypeOf<typeof PreferencesSnapshotCodec>;
/** Where the preferences page stands. */
export type PreferencesPhase = PreferencesSnapshot['phase'];
/** What the page says after saving or unsubscribing. */
export type PreferencesOutcome = NonNullable<PreferencesSnapshot['outcome']>;
/** The preferences form's state. */
export type PreferencesForm = FormState<PreferencesValues, PreferencesField, NewsletterErrorKey>;

const EMPTY: PreferencesValues = { salutation: '', firstName: '', lastName: '', topics: [] };

/** The page before its subscriber is loaded. */
export const loadingPreferences = (country: CountryCode): PreferencesSnapshot => ({
  token: null,
  phase: 'loading',
  subscriber: null,
  form: initialForm(EMPTY, preferencesFieldOrder(country)),
  outcome: null,
});
