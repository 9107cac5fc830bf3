-- What every sign-up looks up, indexed, so a large store costs no table scans.
CREATE INDEX newsletter_signup_attempts_email ON newsletter_signup_attempts (lower(email), at); CREATE INDEX newsletter_signup_attempts_client ON newsletter_signup_attempts (client, at);
CREATE INDEX newsletter_signup_attempts_at ON newsletter_signup_attempts (at);
