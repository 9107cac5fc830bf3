import type { Store } from '../store/store';

/** The cookie the newsletter endpoints set to the visitor's subscriber token after a sign-up or a confirmation. */
export const SUBSCRIBER_COOKIE = 'NewsletterSubscriber';

/** The table the newsletter module owns; psdata reads only these two columns of it. */
export const SUBSCRIBERS_TABLE = 'newsletter_subscribers';

/** The visitor's newsletter status: by their subscriber cookie, else by a logged-in customer's email. */
export const newsletterStatusFor = (store: Store, visitor: { subscriberToken?: string; email?: string }): 'NONE' | 'WAITING_FOR_DOI' | 'SUBSCRIBED' => {
  if (!store.tables().includes(SUBSCRIBERS_TABLE)) return 'NONE';
  const row = visitor.subscriberToken
    ? store.get(`SELECT status FROM ${SUBSCRIBERS_TABLE} WHERE token = ?`, [visitor.subscriberToken])
    : visitor.email
      ? store.get(`SELECT status FROM ${SUBSCRIBERS_TABLE} WHERE lower(email) = lower(?)`, [visitor.email])
      : undefined;
  const status = row?.status;
  return status === 'WAITING_FOR_DOI' || status === 'SUBSCRIBED' ? status : 'NONE';
};
