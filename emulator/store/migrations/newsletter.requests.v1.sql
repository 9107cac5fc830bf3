CREATE TABLE newsletter_signup_requests (id INTEGER PRIMARY KEY AUTOINCREMENT, visitor_token TEXT NOT NULL UNIQUE,
  confirmation_token TEXT NOT NULL UNIQUE, subscriber TEXT NOT NULL REFERENCES newsletter_subscribers(token) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'known')), country TEXT NOT NULL, salutation TEXT, first_name TEXT, last_name TEXT,
  consents TEXT NOT NULL, legal_texts TEXT NOT NULL, origin TEXT NOT NULL, origin_addition TEXT NOT NULL,
  signed_up_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, client_address TEXT NOT NULL, page_address TEXT);
CREATE INDEX newsletter_signup_requests_subscriber ON newsletter_signup_requests (subscriber);
