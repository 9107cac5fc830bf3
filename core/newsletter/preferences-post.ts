import * as E from 'fp-ts/Either';
import { SalutationCodec, TopicCodec, type Topic } from './newsletter-form';
import type { PostedFields } from '../shared/form-post';
import type { PreferencesValues } from './subscriber-preferences.use-case';

/** The value of the `_form` field the preferences form posts. */
export const PREFERENCES_FORM = 'newsletter-preferences';
/** The field of the button that posted: save or unsubscribe. */
export const INTENT_FIELD = 'intent';

/** A preferences form posted without JavaScript. */
export interface PreferencesPost {
  readonly intent: 'save' | 'unsubscribe';
  readonly token: string | undefined;
  readonly values: PreferencesValues;
}

const first = (fields: PostedFields, name: string): string => fields[name]?.[0] ?? '';

/**
 * Reads the posted preferences into the values the page edits: unknown values are dropped (a salutation outside the
 * list is "none chosen"), so the use case validates what a person could have chosen. Only the unsubscribe button
 * unsubscribes; any other submit (Enter in a field) saves. The token comes from the form, else the page's address.
 */
export const readPreferencesPost = (fields: PostedFields, pageToken: string | undefined): PreferencesPost => {
  const salutation = SalutationCodec.decode(first(fields, 'salutation'));
  const topics = (fields.topics ?? []).flatMap((value): Topic[] => {
    const topic = TopicCodec.decode(value);
    return E.isRight(topic) ? [topic.right] : [];
  });
  return {
    intent: first(fields, INTENT_FIELD) === 'unsubscribe' ? 'unsubscribe' : 'save',
    token: fields.token?.[0] ?? pageToken,
    values: {
      salutation: E.isRight(salutation) ? salutation.right : '',
      firstName: first(fields, 'firstName'),
      lastName: first(fields, 'lastName'),
      topics,
    },
  };
};
