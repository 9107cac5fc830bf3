import type { Container } from 'inversify';
import type { BrowserEnvironment } from './bindings.browser';
import { bindCustomer } from './bindings.customer';
import { bindFooter } from './bindings.footer';
import { bindNewsletter } from './bindings.newsletter';
import { bindPreview } from './bindings.preview';
import { bindSession } from './bindings.session';

/** Binds every feature's ports and use cases. One line per feature; each feature's bindings live in its own file. */
export const bindFeatures = (container: Container, env: BrowserEnvironment): void => {
  void env;
  bindCustomer(container);
  bindFooter(container, env);
  bindNewsletter(container, env);
  bindPreview(container);
  bindSession(container);
};
