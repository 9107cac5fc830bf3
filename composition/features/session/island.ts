import type Chunk from './customer-session.island';
import { ON_INTERACTION, reactIsland, type PropsOf } from '../../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'customer-session', PropsOf<typeof Chunk>> {}
}

/** The header's sign-in and session area (its dialog opens without script: an invoker command). */
export default [reactIsland('customer-session', ON_INTERACTION, () => import('./customer-session.island'))];
