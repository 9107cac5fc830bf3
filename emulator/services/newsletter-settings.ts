import type { Store } from '../store/store';

/** Control-page switches of the emulated newsletter service. */
export interface NewsletterSettings {
  /** Every newsletter endpoint answers 503 (to see the widget's failure banner). */
  readonly outage: boolean;
}

/** Creates the settings table once. */
export const ensureNewsletterSettings = (store: Store): void =>
  store.migrate(
    'newsletter.settings.v1',
    "CREATE TABLE newsletter_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO newsletter_settings VALUES ('outage', 'false');",
  );

/** The current switches. */
export const readNewsletterSettings = (store: Store): NewsletterSettings => ({
  outage: store.get("SELECT value FROM newsletter_settings WHERE key = 'outage'")?.value === 'true',
});

/** Turns the outage on or off. */
export const setOutage = (store: Store, outage: boolean): void => {
  store.run("UPDATE newsletter_settings SET value = ? WHERE key = 'outage'", [outage ? 'true' : 'false']);
};

/** Default lifetime of a confirmation link: 72 hours of emulator time. */
export const DEFAULT_CONFIRMATION_HOURS = 72;

/** How long a confirmation link works, from NEWSLETTER_CONFIRMATION_HOURS (1 to 8760 hours), else 72 hours. */
export const confirmationLifetimeMs = (env: Readonly<Record<string, string | undefined>>): number => {
  const hours = Number(env.NEWSLETTER_CONFIRMATION_HOURS);
  return (Number.isFinite(hours) && hours >= 1 && hours <= 8760 ? hours : DEFAULT_CONFIRMATION_HOURS) * 3_600_000;
};
