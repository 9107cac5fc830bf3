import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import type { Container } from 'inversify';
import { DomEventCookieConsent } from '../adapters/browser/dom-event-cookie-consent';
import { HttpAssignmentGateway } from '../adapters/http/http-assignment-gateway';
import { HttpFooterGateway } from '../adapters/http/http-footer-gateway';
import type { SharedCustomerData } from '../core/customer/shared-customer-data.use-case';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import type { AbTestAssignmentGateway } from '../core/footer/ab-test-assignment.port';
import { storefrontAddresses } from '../core/footer/country-switcher';
import type { FooterGateway } from '../core/footer/footer-gateway.port';
import { FOOTER_TOKENS } from '../core/footer/footer.tokens';
import { loadFooter } from '../core/footer/load-footer.use-case';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { BrowserEnvironment } from './bindings.browser';

/**
 * Storefront home addresses for the country dropdown. Build-time configuration: VITE_STOREFRONT_ADDRESSES, a JSON
 * object from storefront slug to address (e.g. {"de":"https://www.example.de/"}); missing slugs use this server
 * with ?country=<slug>.
 */
const addressOverrides = (): Record<string, string> => {
  const raw: unknown = import.meta.env.VITE_STOREFRONT_ADDRESSES;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  const parsed = E.tryCatch((): unknown => JSON.parse(raw), () => undefined);
  const decoded = E.isRight(parsed) ? t.record(t.string, t.string).decode(parsed.right) : undefined;
  return decoded && E.isRight(decoded) ? decoded.right : {};
};

/** The footer: content gateway, A/B assignment call, consent port, storefront addresses and the load use case. */
export const bindFooter = (container: Container, env: BrowserEnvironment): void => {
  container.bind<FooterGateway>(FOOTER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpFooterGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind<AbTestAssignmentGateway>(FOOTER_TOKENS.assignment)
    .toDynamicValue((context) => new HttpAssignmentGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind(FOOTER_TOKENS.cookieConsent).toDynamicValue(() => new DomEventCookieConsent(window));
  container.bind(FOOTER_TOKENS.addresses).toConstantValue(storefrontAddresses(env.page.origin, addressOverrides()));
  container.bind(FOOTER_TOKENS.loadFooter).toDynamicValue((context) => loadFooter({
    gateway: context.get<FooterGateway>(FOOTER_TOKENS.gateway),
    assignment: context.get<AbTestAssignmentGateway>(FOOTER_TOKENS.assignment),
    customerData: context.get<SharedCustomerData>(CUSTOMER_TOKENS.customerData),
    logger: context.get<Logger>(SHARED_TOKENS.logger),
  }));
};
