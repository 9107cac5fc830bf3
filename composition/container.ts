import { Container } from 'inversify';
import type { Resolver } from '../ui/app/injection';
import { resolve } from './binding';

export { bindFactory, resolve, type Binder } from './binding';

/**
 * A new container. jitless: the shop's CSP forbids eval, which inversify's planner otherwise uses.
 * Bindings are plain factories (`bindFactory`, toConstantValue), so neither core nor adapters need decorators.
 */
export const createContainer = (): Container => new Container({ jitless: true, defaultScope: 'Singleton' });

/** The container seen through the narrow interface ui/ knows. */
export const asResolver = (container: Container): Resolver => ({ get: (token) => resolve(container, token) });
