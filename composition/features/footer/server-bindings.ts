import { HttpFooterGateway } from '../../../adapters/http/http-footer-gateway';
import { FOOTER_TOKENS } from '../../../core/footer/footer.tokens';
import { loadFooterContent } from '../../../core/footer/load-footer.use-case';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/**
 * The footer's content gateway and use case, the server's alone (it loads the content; the first-load script makes the A/B
 * assignment call). The consent port comes from the environment's bindings, the addresses and the server's content
 * from the page state (state.ts).
 */
export const bindFooter = (container: Binder): void => {
  bindFactory(container, FOOTER_TOKENS.gateway, [SHARED_TOKENS.httpClient], (http) => new HttpFooterGateway(http));
  bindFactory(container, FOOTER_TOKENS.loadFooterContent, [FOOTER_TOKENS.gateway, SHARED_TOKENS.logger], (gateway, logger) =>
    loadFooterContent({ gateway, logger }),
  );
};

export default ((binder) => bindFooter(binder)) satisfies FeatureBindings;
