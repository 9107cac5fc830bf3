CREATE TABLE newsletter_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, subject TEXT NOT NULL,
  link TEXT NOT NULL, preferences_link TEXT NOT NULL, body TEXT NOT NULL, country TEXT NOT NULL, sent_at INTEGER NOT NULL);
