import { newsletterService, signUpUseCases } from './island-bindings';
import { signUpIsland } from './sign-up-island';

/** The newsletter sign-up (footer and /subscribenewsletter), with what only it resolves. */
export default { ...signUpIsland, bindings: [newsletterService, signUpUseCases] };
