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

/** The container: binds, loads modules in order, resolves; tests also replace a binding (`isBound`, `unbind`). */
export interface Container extends Binder, Resolver {
  load(...modules: readonly Module[]): void;
  isBound(token: symbol): boolean;
  unbind(token: symbol): void;
}

/**
 * The storefront's container in every environment, no DI library (docs/decisions/006): each binding made once, on its
 * first resolve (one per page, one per request). A token bound twice, bound nowhere or needing itself throws, naming it.
 */
export const plainContainer = (): Container => {
  const made = new Map<symbol, () => unknown>();
  const get = (token: symbol): unknown => {
    const make = made.get(token);
    if (!make) throw new Error(`Nothing is bound to ${String(token)}.`);
    return make();
  };
  const add = (token: symbol, make: () => unknown) => {
    if (made.has(token)) throw new Error(`${String(token)} is bound twice.`);
    made.set(token, make);
  };
  // A build that threw (a dependency not bound yet) is tried again on the next resolve.
  const once = (token: symbol, build: () => unknown) => {
    let value: { readonly v: unknown } | undefined;
    let building = false;
    add(token, () => {
      if (building) throw new Error(`${String(token)} needs itself.`);
      building = true;
      try {
        return (value ??= { v: build() }).v;
      } finally {
        building = false;
      }
    });
  };
  const container: Container = {
    bind: (token) => ({
      toConstantValue: (value) => add(token, () => value),
      // Cast: bindFactory typed the factory's parameters by these tokens, whose values are resolved here in order.
      toResolvedValue: (factory, deps) => once(token, () => (factory as (...values: unknown[]) => unknown)(...deps.map(get))),
      toDynamicValue: (factory) => once(token, () => factory({ get })),
    }),
    get: (token) => resolve({ get }, token),
    load: (...modules) => {
      for (const module of modules) module(container);
    },
    isBound: (token) => made.has(token),
    unbind: (token) => void made.delete(token),
  };
  return container;
};
