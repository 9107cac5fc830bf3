import * as t from 'io-ts';

/** Salutations of spec 3.1. */
export const SalutationCodec = t.keyof({ MR: null, MRS: null, COMPANY: null, DIVERS: null });
export type Salutation = t.TypeOf<typeof SalutationCodec>;
/** A salutation field's value: one of the salutations, or '' when none is chosen (anything else reads as none). */
export const salutationChoice = (value: string): Salutation | '' => (SalutationCodec.is(value) ? value : '');
/** Every salutation, in the order the form offers them. */
export const SALUTATIONS: readonly Salutation[] = ['MRS', 'MR', 'DIVERS', 'COMPANY'];

/** Consent kinds of spec 3.1: DNE is the consent to personalised offers. */
export const ConsentKindCodec = t.keyof({ DNE: null, SHOPPING_CART: null });
export type ConsentKind = t.TypeOf<typeof ConsentKindCodec>;

/** Legal kinds of spec 3.1: NEWSLETTER is the commercial-message consent TR asks for. */
export const LegalKindCodec = t.keyof({ NEWSLETTER: null });
export type LegalKind = t.TypeOf<typeof LegalKindCodec>;

/** The newsletter topics of spec 3.1 (the loyalty-card topic is named LOYALTY_CARD here; README notes it). */
export const TopicCodec = t.keyof({
  WOMEN_FASHION: null,
  MEN_FASHION: null,
  SPORT: null,
  LIVING_FURNITURE: null,
  HOBBY: null,
  KIDS: null,
  KITCHEN: null,
  SLEEPING: null,
  DISCOUNTS: null,
  COFFEE: null,
  MOBILE: null,
  LOYALTY_CARD: null,
  STORE: null,
});
export type Topic = t.TypeOf<typeof TopicCodec>;
/** Every topic, in spec order. */
// Cast: Object.keys gives string[]; the keys of the codec's domain are exactly the topics.
export const TOPICS: readonly Topic[] = Object.keys(TopicCodec.keys) as Topic[];

/** The values of the sign-up form (spec 3.1); an unchosen salutation is ''. */
export interface NewsletterFormValues {
  readonly email: string;
  readonly salutation: Salutation | '';
  readonly firstName: string;
  readonly lastName: string;
  readonly consents: readonly ConsentKind[];
  readonly legals: readonly LegalKind[];
}

/** The fields that can be validated and show an error. */
export type NewsletterField = 'email' | 'salutation' | 'firstName' | 'lastName' | 'legals';
/** Every validated field, in the order the form shows them. */
export const NEWSLETTER_FIELDS: readonly NewsletterField[] = ['email', 'salutation', 'firstName', 'lastName', 'legals'];

/** A form nobody has typed in. */
export const EMPTY_NEWSLETTER_FORM: NewsletterFormValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
};

/** The value a validator sees for a field: text, or for the legal checkbox whether NEWSLETTER is agreed. */
export const fieldValue = (values: NewsletterFormValues, field: NewsletterField): string | boolean =>
  field === 'legals' ? values.legals.includes('NEWSLETTER') : values[field];

/** Adds or removes one entry of a consent/legal list, keeping it free of duplicates. */
export const toggleEntry = <K extends string>(list: readonly K[], entry: K, on: boolean): readonly K[] =>
  on ? (list.includes(entry) ? list : [...list, entry]) : list.filter((item) => item !== entry);
