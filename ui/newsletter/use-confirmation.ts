import { useState } from 'react';
import { createConfirmation, type ConfirmationSnapshot } from '../../core/newsletter/confirm-subscription.controller';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { useController } from '../app/use-controller';
import { useInjection } from '../app/injection';

/** Binds the confirmation controller (core/newsletter/confirm-subscription.controller.ts), from the state the server decided. */
export const useConfirmation = (initial: ConfirmationSnapshot | undefined) => {
  const confirm = useInjection(NEWSLETTER_TOKENS.confirm);
  const [controller] = useState(() => createConfirmation({ confirm }, initial));
  return { snapshot: useController(controller), confirm: controller.confirm };
};
