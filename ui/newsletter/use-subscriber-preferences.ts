import { useEffect, useState } from 'react';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { PreferencesSnapshot } from '../../core/newsletter/subscriber-preferences.snapshot';
import { fieldErrors } from '../../core/validation/form.reducer';
import { useController } from '../app/use-controller';
import { useInjection } from '../app/injection';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';

/**
 * Binds the preferences controller (core/newsletter/subscriber-preferences.controller.ts) to the page: built once
 * by the container's factory (the one the server's answer uses), starting from the state the server decided. Only a page the server did not load
 * (no server state) loads its subscriber here.
 */
export const useSubscriberPreferences = (token: string | undefined, initial: PreferencesSnapshot | undefined) => {
  const create = useInjection(NEWSLETTER_TOKENS.preferencesController);
  const [controller] = useState(() => create(initial));
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
