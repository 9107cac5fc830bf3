CREATE TABLE newsletter_subscribers (token TEXT PRIMARY KEY, subscriber_token TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
  country TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('WAITING_FOR_DOI', 'SUBSCRIBED')),
  salutation TEXT, first_name TEXT, last_name TEXT, consents TEXT NOT NULL, topics TEXT NOT NULL DEFAULT '[]',
  legal_texts TEXT NOT NULL, origin TEXT NOT NULL, origin_addition TEXT NOT NULL, signed_up_at INTEGER NOT NULL,
  confirmed_at INTEGER, client_address TEXT NOT NULL, page_address TEXT, confirmation_client_address TEXT);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email), country);
