-- The preferences tokens of subscribers who unsubscribed: no address, no name, only the token and its storefront, so
-- the link opened again answers "unsubscribed" (410) rather than "unknown" (404).
CREATE TABLE newsletter_unsubscribed (
  subscriber_token TEXT PRIMARY KEY,
  country TEXT NOT NULL,
  unsubscribed_at INTEGER NOT NULL
);
