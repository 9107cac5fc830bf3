import type { Token, TokenType } from '../core/shared/token';
import type { Resolver } from '../ui/app/injection';

/**
 * What a binding function needs: bind a token to a value, or to a factory of other tokens' values (`bindFactory`), or
 * to one that resolves lazily (`toDynamicValue`). The storefront's container is one (`plainContainer()`), in every
 * environment: the browser's page, the server's requests, the widget, the tests.
 */
export interface Binder {
  bind<T>(token: Token<T>): {
    toConstantValue(value: T): unknown;
    toResolvedValue(factory: (...values: never[]) => T, deps: symbol[]): unknown;
    toDynamicValue(factory: (context: { get(identifier: symbol): unknown }) => T): unknown;
  };
}

/** A part of a composition (an environment's ports, a feature record's bindings, a lazy chunk's): bindings over a binder. */
export type Module = (binder: Binder) => void;

/**
 * Resolves a typed token in a container or in a dynamic value's context: the one place a token's type meets a container
 * (whose identifiers carry no type), so no resolve anywhere takes a type argument.
 */
// Cast: the one typed resolve. A Token<T> is bound only to a T (bind() takes the same token type), so its value is a T.
export const resolve = <T>(from: { get(identifier: symbol): unknown }, token: Token<T>): T => from.get(token) as T;

/** The values of a list of tokens, in order. */
type Values<D extends readonly symbol[]> = { [K in keyof D]: TokenType<D[K]> };

/**
 * Binds a token to a factory of other tokens' values, which the container injects (a resolved value: no
 * decorators, no resolve by hand). The factory's parameters are typed by the tokens, so a dependency of the wrong type
 * fails tsc, and a missing one fails the composition test (test/composition/compose.test.ts).
 */
export const bindFactory = <T, const D extends readonly symbol[]>(
  binder: Binder,
  token: Token<T>,
  deps: D,
  factory: (...values: Values<D>) => T,
): void => {
  // Cast: the binder's inject options carry no value type; each token is bound only to its type (bind() takes the token).
  binder.bind<T>(token).toResolvedValue(factory as (...values: unknown[]) => T, [...deps]);
};

/**
 * The storefront's container in every environment, no DI library (docs/decisions/006): each binding made once, on its
 * first resolve (one per page, one per request), and a token bound nowhere fails loudly, naming it. The widget uses it
 * as it is; `createContainer()` (container.ts) adds loading modules and its checks over the bindings (`made`).
 */
export const plainContainer = (made = new Map<symbol, () => unknown>()): Binder & Resolver => {
  const get = (token: symbol): unknown => {
    const make = made.get(token);
    if (!make) throw new Error(`Nothing is bound to ${String(token)}.`);
    return make();
  };
  // A build that threw (a dependency not bound yet) is tried again on the next resolve.
  const once = (token: symbol, build: () => unknown) => {
    let value: { readonly v: unknown } | undefined;
    made.set(token, () => (value ??= { v: build() }).v);
  };
  return {
    bind: (token) => ({
      toConstantValue: (value) => made.set(token, () => value),
      // Cast: bindFactory typed the factory's parameters by these tokens, whose values are resolved here in order.
      toResolvedValue: (factory, deps) => once(token, () => (factory as (...values: unknown[]) => unknown)(...deps.map(get))),
      toDynamicValue: (factory) => once(token, () => factory({ get })),
    }),
    get: (token) => resolve({ get }, token),
  };
};
