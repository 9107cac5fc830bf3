import { useEffect, type FormEvent } from 'react';
import { isFieldShown, newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import { fromCopy, wordRules } from '../../core/validation/worded-rules';
import { newsletterFormRules } from '../../core/newsletter/newsletter-form-rules';
import { preferencesRules, type PreferencesField } from '../../core/newsletter/subscriber-preferences.use-case';
import { SALUTATIONS, TOPICS, salutationChoice } from '../../core/newsletter/newsletter-form';
import { FORM_FIELD } from '../../core/shared/form-post';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { INTENT_FIELD, PREFERENCES_FORM } from '../../core/newsletter/preferences-post';
import type { PreferencesSnapshot } from '../../core/newsletter/subscriber-preferences.snapshot';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useHydrated } from '../app/use-hydrated';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Checkbox } from '../components/checkbox/checkbox';
import { Input } from '../components/input/input';
import { Notification } from '../components/notification/notification';
import { Select } from '../components/select/select';
import { useSubscriberPreferences } from './use-subscriber-preferences';
import './newsletter-pages.css';

declare module '../app/island' {
  /** The subscriber preferences page's content (its state comes with the page state). */
  interface IslandRegistry {
    'preferences-page': NoProps;
  }
}

/** Props of the preferences page. */
export interface NewsletterPreferencesPageProps {
  /** The page's state as the server decided it (the subscriber loaded, or a posted form's answer); else the page state's. */
  readonly initial?: PreferencesSnapshot;
}

/**
 * The form posts with this fragment: without JavaScript the answer page opens at the answer ("saved", a failure, the
 * unsubscribe), focused, else at the form with its field messages.
 */
const ANSWER_ID = 'preferences-answer';
/** The fields the form disables while it saves. */
const FORM_FIELDS = 'input, select, textarea';

/**
 * The preferences page a subscriber reaches from the mail (`/newsletter/preferences?token=...`): name, topics,
 * unsubscribe. The server renders it filled; its form posts to the server without JavaScript, with JavaScript the
 * same controller saves in place.
 */
const NewsletterPreferencesPage = ({ initial }: NewsletterPreferencesPageProps) => {
  const copy = useMessages('newsletter');
  const { country } = useStorefront();
  const page = useInjection(SHARED_TOKENS.pageContext);
  const decided = useInjection(NEWSLETTER_TOKENS.preferences);
  const prefs = useSubscriberPreferences(page.query.token, initial ?? decided ?? undefined);
  const hydrated = useHydrated();
  const rules = newsletterRulesFor(country);
  // Each field's rules in the storefront's words: the first-load script answers them before and without the island.
  const formRules = newsletterFormRules(preferencesRules(rules));
  const worded = (field: PreferencesField) => wordRules(formRules[field], fromCopy(copy.errors));
  const error = (field: 'salutation' | 'firstName' | 'lastName') => {
    const key = prefs.errors[field];
    return key ? copy.errors[key] : undefined;
  };
  // The answer ("saved", a failure, the unsubscribe) takes the focus the send lost: the shopper is on or next to the
  // answer, never back at the top of the page. A field disabled while saving lets the focus go to the page (Chromium)
  // or keeps it there (WebKit): either way the focus was the send's, and the answer takes it.
  const answered = prefs.phase === 'unsubscribed' ? 'unsubscribed' : prefs.outcome;
  useEffect(() => {
    const answer = answered ? document.getElementById(ANSWER_ID) : null;
    const active = document.activeElement;
    const lost =
      active === null || active === document.body || (active.matches(FORM_FIELDS) && active.closest('form') === answer?.closest('form'));
    if (answer && lost) answer.focus();
  }, [answered]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void prefs.save();
  };
  const names = rules.names === 'required';
  const firstName = (
    <Input
      label={copy.firstNameLabel}
      name="firstName"
      autoComplete="given-name"
      required={names}
      value={prefs.values.firstName}
      error={error('firstName')}
      rules={worded('firstName')}
      disabled={prefs.saving}
      inputRef={prefs.fieldRefs.firstName}
      onValueChange={(value) => prefs.change({ firstName: value })}
      onFocus={() => prefs.focus('firstName')}
      onBlur={() => prefs.blur('firstName')}
    />
  );
  const lastName = (
    <Input
      label={copy.lastNameLabel}
      name="lastName"
      autoComplete="family-name"
      required={names}
      value={prefs.values.lastName}
      error={error('lastName')}
      rules={worded('lastName')}
      disabled={prefs.saving}
      inputRef={prefs.fieldRefs.lastName}
      onValueChange={(value) => prefs.change({ lastName: value })}
      onFocus={() => prefs.focus('lastName')}
      onBlur={() => prefs.blur('lastName')}
    />
  );

  return (
    <section className="newsletter-page" aria-labelledby="newsletter-preferences-title">
      <h1 id="newsletter-preferences-title">{copy.preferences.title}</h1>
      {prefs.phase === 'loading' ? <p role="status">{copy.preferences.loading}</p> : null}
      {/* The server loads the subscriber into the page; a page rendered without that state loads in the browser, and
          until its script runs it says so instead of only loading forever. */}
      {prefs.phase === 'loading' && !hydrated ? <p className="newsletter-page__intro">{copy.preferences.needsJavaScript}</p> : null}
      {prefs.phase === 'notFound' ? (
        <Notification type="error" variant="banner">
          {copy.preferences.notFound}
        </Notification>
      ) : null}
      {prefs.phase === 'loadFailed' ? (
        <Notification type="error" variant="banner">
          {copy.preferences.saveFailed}
        </Notification>
      ) : null}
      {prefs.phase === 'unsubscribed' ? (
        <Notification type="success" variant="banner" id={ANSWER_ID} focusTarget>
          {copy.preferences.unsubscribed}
        </Notification>
      ) : null}
      {prefs.phase === 'ready' && prefs.subscriber ? (
        <form
          className="preferences"
          method="post"
          action={`${page.basePath}${page.path}?token=${encodeURIComponent(page.query.token ?? '')}#${ANSWER_ID}`}
          {...(prefs.outcome === null ? { id: ANSWER_ID, tabIndex: -1 } : {})}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="newsletter-preferences-title"
        >
          <input type="hidden" name={FORM_FIELD} value={PREFERENCES_FORM} />
          <input type="hidden" name="token" value={page.query.token ?? ''} />
          <p className="newsletter-page__intro">{copy.preferences.intro}</p>
          <dl className="preferences__facts">
            <dt>{copy.preferences.emailLabel}</dt>
            <dd>{prefs.subscriber.email}</dd>
            <dt>{copy.preferences.statusLabel}</dt>
            <dd>{copy.preferences.statuses[prefs.subscriber.status]}</dd>
          </dl>
          <div className="preferences__fields">
            {isFieldShown(rules, 'salutation') ? (
              <Select
                label={copy.salutationLabel}
                name="salutation"
                placeholder={copy.salutationPlaceholder}
                required={rules.salutation === 'required'}
                options={SALUTATIONS.map((value) => ({ value, label: copy.salutations[value] }))}
                value={prefs.values.salutation}
                error={error('salutation')}
                rules={worded('salutation')}
                disabled={prefs.saving}
                selectRef={prefs.fieldRefs.salutation}
                onValueChange={(value) => prefs.change({ salutation: salutationChoice(value) })}
                onFocus={() => prefs.focus('salutation')}
                onBlur={() => prefs.blur('salutation')}
              />
            ) : null}
            {rules.familyNameFirst ? lastName : null}
            {firstName}
            {rules.familyNameFirst ? null : lastName}
          </div>
          <fieldset className="preferences__topics">
            <legend>{copy.preferences.topicsLegend}</legend>
            {TOPICS.map((topic) => (
              <Checkbox
                key={topic}
                name="topics"
                value={topic}
                label={copy.preferences.topics[topic]}
                disabled={prefs.saving}
                checked={prefs.values.topics.includes(topic)}
                onCheckedChange={(on) =>
                  prefs.change({ topics: on ? [...prefs.values.topics, topic] : prefs.values.topics.filter((t) => t !== topic) })
                }
              />
            ))}
          </fieldset>
          {prefs.outcome === 'saved' ? (
            <Notification type="success" id={ANSWER_ID} focusTarget>
              {copy.preferences.saved}
            </Notification>
          ) : null}
          {prefs.outcome === 'failed' ? (
            <Notification type="error" id={ANSWER_ID} focusTarget>
              {copy.preferences.saveFailed}
            </Notification>
          ) : null}
          {prefs.outcome === 'unsubscribeFailed' ? (
            <Notification type="error" id={ANSWER_ID} focusTarget>
              {copy.preferences.unsubscribeFailed}
            </Notification>
          ) : null}
          <div className="preferences__actions" onMouseDown={(event) => event.preventDefault()}>
            <Button type="submit" name={INTENT_FIELD} value="save" loading={prefs.saving}>
              {copy.preferences.save}
            </Button>
            {/* A submit button, so it posts without JavaScript; with it, the controller unsubscribes in place. */}
            <Button
              type="submit"
              name={INTENT_FIELD}
              value="unsubscribe"
              variant="secondary"
              disabled={prefs.saving}
              onClick={(event) => {
                event.preventDefault();
                void prefs.unsubscribe();
              }}
            >
              {copy.preferences.unsubscribe}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
};
export default NewsletterPreferencesPage;
