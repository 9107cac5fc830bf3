CREATE INDEX newsletter_subscribers_unconfirmed ON newsletter_subscribers (status, country, signed_up_at);
