import { Container, type ContainerModuleLoadOptions } from 'inversify';
import type { Token, TokenType } from '../core/shared/token';
import type { Resolver } from '../ui/app/injection';

/**
 * A new container. jitless: the shop's CSP forbids eval, which inversify's planner otherwise uses.
 * Bindings are plain factories (`bindFactory`, toConstantValue), so neither core nor adapters need decorators.
 */
export const createContainer = (): Container => new Container({ jitless: true, defaultScope: 'Singleton' });

/**
 * What a binding function needs: `bind`. A container is one, and so are a ContainerModule's load options, so the
 * same function fills a module (the entries load modules per feature and per environment) or a test's container.
 */
export type Binder = Pick<ContainerModuleLoadOptions, 'bind'>;

/**
 * Resolves a typed token in a container or in a dynamic value's context: the one place a token's type meets inversify
 * (whose identifiers carry no type), so no resolve anywhere takes a type argument.
 */
// Cast: the one typed resolve. A Token<T> is bound only to a T (bind() takes the same token type), so its value is a T.
export const resolve = <T>(from: { get(identifier: symbol): unknown }, token: Token<T>): T => from.get(token) as T;

/** The container seen through the narrow interface ui/ knows. */
export const asResolver = (container: Container): Resolver => ({ get: (token) => resolve(container, token) });

/** The values of a list of tokens, in order. */
type Values<D extends readonly symbol[]> = { [K in keyof D]: TokenType<D[K]> };

/**
 * Binds a token to a factory of other tokens' values, which the container injects (inversify's resolved value: no
 * decorators, no resolve by hand). The factory's parameters are typed by the tokens, so a dependency of the wrong type
 * fails tsc, and a missing one fails the composition test (test/composition/compose.test.ts).
 */
export const bindFactory = <T, const D extends readonly symbol[]>(
  binder: Binder,
  token: Token<T>,
  deps: D,
  factory: (...values: Values<D>) => T,
): void => {
  // Cast: inversify's inject options carry no value type; each token is bound only to its type (bind() takes the token).
  binder.bind<T>(token).toResolvedValue(factory as (...values: unknown[]) => T, [...deps]);
};
