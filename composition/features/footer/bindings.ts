import type { Binder } from '../../container';
import { HttpFooterGateway } from '../../../adapters/http/http-footer-gateway';
import type { FooterGateway } from '../../../core/footer/footer-gateway.port';
import { FOOTER_TOKENS } from '../../../core/footer/footer.tokens';
import { loadFooterContent } from '../../../core/footer/load-footer.use-case';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { resolve } from '../../container';

/**
 * The footer: its content gateway and use case (the server loads the content; the first-load script makes the A/B
 * assignment call). The consent port comes from the environment's bindings, the addresses and the server's content
 * from the page state (bindings.page.ts).
 */
export const bindFooter = (container: Binder): void => {
  container
    .bind<FooterGateway>(FOOTER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpFooterGateway(resolve(context, SHARED_TOKENS.httpClient)));
  container.bind(FOOTER_TOKENS.loadFooterContent).toDynamicValue((context) =>
    loadFooterContent({
      gateway: resolve(context, FOOTER_TOKENS.gateway),
      logger: resolve(context, SHARED_TOKENS.logger),
    }),
  );
};
