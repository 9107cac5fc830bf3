import type { Container } from '../../composition/container';
import type { Token } from '../../core/shared/token';
import { resolve } from '../../composition/container';

/**
 * Resolves a token a test bound to a fake, as that fake (its recordings and switches), checked at run time: a token
 * bound to anything else throws, so a test never casts its way to the wrong object.
 */
export const resolveFake = <T, F extends T>(container: Container, token: Token<T>, Fake: abstract new (...args: never[]) => F): F => {
  const value = resolve(container, token);
  if (!(value instanceof Fake)) throw new Error(`${String(token)} is bound to something else than a ${Fake.name}.`);
  return value;
};
