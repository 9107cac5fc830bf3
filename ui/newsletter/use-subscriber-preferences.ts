import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useState } from 'react';
import type { NewsletterField } from '../../core/newsletter/newsletter-form';
import type { NewsletterErrors } from '../../core/newsletter/newsletter-form-rules';
import type { Subscriber } from '../../core/newsletter/newsletter-subscriber.codec';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { validatePreferences, type PreferencesValues, type SubscriberPreferences } from '../../core/newsletter/subscriber-preferences.use-case';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';

/** Where the preferences page stands. */
export type PreferencesPhase = 'loading' | 'notFound' | 'loadFailed' | 'ready' | 'unsubscribed';

/** State and handlers of the preferences page. */
export const useSubscriberPreferences = (token: string | undefined) => {
  const preferences = useInjection<SubscriberPreferences>(NEWSLETTER_TOKENS.preferences);
  const { country } = useStorefront();
  const [phase, setPhase] = useState<PreferencesPhase>('loading');
  const [subscriber, setSubscriber] = useState<Subscriber | undefined>();
  const [values, setValues] = useState<PreferencesValues>({ salutation: '', firstName: '', lastName: '', topics: [] });
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'unsubscribeFailed' | undefined>();

  useEffect(() => {
    let live = true;
    void preferences.load(token)().then((result) => {
      if (!live) return;
      if (E.isLeft(result)) { setPhase(result.left.kind === 'GENERIC' ? 'loadFailed' : 'notFound'); return; }
      const found = result.right;
      setSubscriber(found);
      setValues({ salutation: found.salutation ?? '', firstName: found.firstName ?? '', lastName: found.lastName ?? '', topics: found.topics });
      setPhase('ready');
    });
    return () => { live = false; };
  }, [preferences, token]);

  const change = useCallback((next: Partial<PreferencesValues>) => { setValues((current) => ({ ...current, ...next })); setOutcome(undefined); }, []);
  const focus = useCallback((field: NewsletterField) => setErrors(({ [field]: _cleared, ...rest }) => rest), []);
  const blur = useCallback((field: NewsletterField) => {
    const error = validatePreferences(country, values)[field];
    setErrors((current) => (error ? { ...current, [field]: error } : (({ [field]: _gone, ...rest }) => rest)(current)));
  }, [country, values]);

  const save = useCallback(async () => {
    if (saving) return;
    const found = validatePreferences(country, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await preferences.save(token, values)();
    setSaving(false);
    if (E.isLeft(result) && result.left.kind === 'INVALID_FORM') { setErrors(result.left.errors); return; }
    setOutcome(E.isRight(result) ? 'saved' : 'failed');
  }, [country, preferences, saving, token, values]);

  const unsubscribe = useCallback(async () => {
    if (saving) return;
    setSaving(true);
    setOutcome(undefined);
    const result = await preferences.unsubscribe(token)();
    setSaving(false);
    if (E.isRight(result)) setPhase('unsubscribed');
    else setOutcome('unsubscribeFailed');
  }, [preferences, saving, token]);

  return { phase, subscriber, values, errors, saving, outcome, change, focus, blur, save, unsubscribe };
};
