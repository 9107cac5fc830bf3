import { useEffect, useState } from 'react';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { createSubscriberPreferences } from '../../core/newsletter/subscriber-preferences.controller';
import type { PreferencesSnapshot } from '../../core/newsletter/subscriber-preferences.snapshot';
import { fieldErrors } from '../../core/validation/form.reducer';
import { useController } from '../app/use-controller';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';

/**
 * Binds the preferences controller (core/newsletter/subscriber-preferences.controller.ts) to the page: built once
 * from the injected use cases, starting from the state the server decided. Only a page the server did not load
 * (no server state) loads its subscriber here.
 */
export const useSubscriberPreferences = (token: string | undefined, initial: PreferencesSnapshot | undefined) => {
  const loadSubscriber = useInjection(NEWSLETTER_TOKENS.loadSubscriber);
  const saveSubscriberPreferences = useInjection(NEWSLETTER_TOKENS.saveSubscriberPreferences);
  const unsubscribe = useInjection(NEWSLETTER_TOKENS.unsubscribe);
  const { country } = useStorefront();
  const [controller] = useState(() =>
    createSubscriberPreferences({ loadSubscriber, saveSubscriberPreferences, unsubscribe, country }, initial),
  );
  const snapshot = useController(controller);
  const fieldRefs = useFocusFirstInvalid(snapshot.form);
  useEffect(() => {
    if (controller.getSnapshot().phase === 'loading') void controller.load(token);
  }, [controller, token]);

  return {
    phase: snapshot.phase,
    subscriber: snapshot.subscriber,
    outcome: snapshot.outcome,
    values: snapshot.form.values,
    errors: fieldErrors(snapshot.form),
    saving: snapshot.form.submitting,
    fieldRefs,
    change: controller.change,
    focus: controller.focus,
    blur: controller.blur,
    save: controller.save,
    unsubscribe: controller.unsubscribe,
  };
};
