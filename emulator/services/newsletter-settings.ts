import type { Store } from '../store/store';

/** Control-page switches of the emulated newsletter service. */
export interface NewsletterSettings {
  /** Every newsletter endpoint answers 503 (to see the widget's failure banner). */
  readonly outage: boolean;
}

/** Creates the settings table once. */
export const ensureNewsletterSettings = (store: Store): void => store.migrate('newsletter.settings.v1',
  "CREATE TABLE newsletter_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO newsletter_settings VALUES ('outage', 'false');");

/** The current switches. */
export const readNewsletterSettings = (store: Store): NewsletterSettings =>
  ({ outage: store.get("SELECT value FROM newsletter_settings WHERE key = 'outage'")?.value === 'true' });

/** Turns the outage on or off. */
export const setOutage = (store: Store, outage: boolean): void => {
  store.run("UPDATE newsletter_settings SET value = ? WHERE key = 'outage'", [outage ? 'true' : 'false']);
};
