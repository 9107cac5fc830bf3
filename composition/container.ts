import type { Resolver } from '../ui/app/injection';
import { plainContainer, type Container } from './binding';

export { bindFactory, resolve, type Binder, type Container, type Module } from './binding';

/**
 * A new container: the storefront's own (binding.ts), without a DI library (docs/decisions/006). Bindings are plain
 * factories (`bindFactory`, toConstantValue), so neither core nor adapters need decorators, and no eval (the CSP forbids it).
 */
export const createContainer = (): Container => plainContainer();

/** The container seen through the narrow interface ui/ knows. */
export const asResolver = (container: Container): Resolver => container;
