import { Container, type ContainerModuleLoadOptions } from 'inversify';
import type { Resolver } from '../ui/app/injection';

/**
 * A new container. jitless: the shop's CSP forbids eval, which inversify's planner otherwise uses.
 * Bindings are plain factories (toDynamicValue/toConstantValue), so neither core nor adapters need decorators.
 */
export const createContainer = (): Container => new Container({ jitless: true, defaultScope: 'Singleton' });

/**
 * What a binding function needs: `bind`. A container is one, and so are a ContainerModule's load options, so the
 * same function fills a module (the entries load modules per feature and per environment) or a test's container.
 */
export type Binder = Pick<ContainerModuleLoadOptions, 'bind'>;

/** The container seen through the narrow interface ui/ knows. */
export const asResolver = (container: Container): Resolver => ({ get: <T>(token: symbol) => container.get<T>(token) });
