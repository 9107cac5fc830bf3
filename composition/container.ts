import type { Resolver } from '../ui/app/injection';
import { plainContainer, type Binder, type Module } from './binding';

export { bindFactory, resolve, type Binder, type Module } from './binding';

/** The container: binds, loads modules in order, resolves; tests also replace a binding (`isBound`, `unbind`). */
export interface Container extends Binder, Resolver {
  load(...modules: readonly Module[]): void;
  isBound(token: symbol): boolean;
  unbind(token: symbol): void;
}

/** The bindings, checked: a token bound twice, or one whose binding needs itself, throws naming it (a wiring bug). */
class Bindings extends Map<symbol, () => unknown> {
  private readonly building = new Set<symbol>();
  override set(token: symbol, make: () => unknown): this {
    if (this.has(token)) throw new Error(`${String(token)} is bound twice.`);
    return super.set(token, make);
  }
  override get(token: symbol): (() => unknown) | undefined {
    const make = super.get(token);
    return make && (() => this.making(token, make));
  }
  private making(token: symbol, make: () => unknown): unknown {
    if (this.building.has(token)) throw new Error(`${String(token)} needs itself.`);
    this.building.add(token);
    try {
      return make();
    } finally {
      this.building.delete(token);
    }
  }
}

/** A new container: the storefront's own (`plainContainer()`, binding.ts; docs/decisions/006), checked, loading modules. */
export const createContainer = (): Container => {
  const made = new Bindings();
  const container: Container = {
    ...plainContainer(made),
    load: (...modules) => modules.forEach((module) => module(container)),
    isBound: (token) => made.has(token),
    unbind: (token) => void made.delete(token),
  };
  return container;
};

/** The container seen through the narrow interface ui/ knows. */
export const asResolver = (container: Container): Resolver => container;
