import type CustomerSessionChunk from './customer-session.island';
import { ON_INTERACTION, type PropsOf, reactIsland } from '../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry {
    'customer-session': PropsOf<typeof CustomerSessionChunk>;
  }
}

/** The header's sign-in and session area (its dialog opens without script: an invoker command). */
export default [reactIsland('customer-session', ON_INTERACTION, () => import('./customer-session.island'))];
