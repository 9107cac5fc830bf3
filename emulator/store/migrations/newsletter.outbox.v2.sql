-- The mail's kind (confirmation or already_subscribed) and headers (List-Unsubscribe).
ALTER TABLE newsletter_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'confirmation';
ALTER TABLE newsletter_outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
