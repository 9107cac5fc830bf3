/** What can make a field validate. 'submit' always validates; the others only when the field lists them. */
export type ValidationTrigger = 'blur' | 'change' | 'modelUpdate' | 'input' | 'submit';

/** Spec 5.2: validation runs on blur, change and model update by default, not on each key press (input). */
export const DEFAULT_TRIGGERS: readonly ValidationTrigger[] = ['blur', 'change', 'modelUpdate'];

/** Whether this event validates a field configured with these triggers. */
export const triggersValidation = (event: ValidationTrigger, triggers: readonly ValidationTrigger[] = DEFAULT_TRIGGERS): boolean =>
  event === 'submit' || triggers.includes(event);
