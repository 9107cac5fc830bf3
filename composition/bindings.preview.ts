import type { Binder } from './container';
import { HttpPreviewSessionGateway } from '../adapters/http/http-preview-session-gateway';
import { checkStaffSession } from '../core/preview/check-staff-session.use-case';
import type { PreviewMode } from '../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../core/preview/preview.tokens';
import type { StaffSessionGateway } from '../core/preview/staff-session-gateway.port';
import type { CookieJar } from '../core/shared/cookie-jar.port';
import type { HttpClient } from '../core/shared/http-client.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';

/** The gate's use case over whatever previewMode, cookies and session gateway are bound (tests reuse it with fakes). */
export const bindPreviewGate = (container: Binder): void => {
  container.bind(PREVIEW_TOKENS.checkStaffSession).toDynamicValue((context) =>
    checkStaffSession({
      previewMode: context.get<PreviewMode>(PREVIEW_TOKENS.previewMode),
      cookies: context.get<CookieJar>(SHARED_TOKENS.cookies),
      gateway: context.get<StaffSessionGateway>(PREVIEW_TOKENS.sessionGateway),
    }),
  );
};

/**
 * The staff preview's always-loaded part (preview mode comes with the page state, bindings.page.ts): the session
 * gateway, the gate's use case and the panel loader. The environment provides the loader: in the browser it imports
 * the panel's chunk (bindings.preview-panel.ts, with the panel component, its adapters and use cases) only when the
 * gate calls it; the server never calls it.
 */
export const bindPreview = (container: Binder, loadPanel: PreviewPanelLoader): void => {
  container
    .bind<StaffSessionGateway>(PREVIEW_TOKENS.sessionGateway)
    .toDynamicValue((context) => new HttpPreviewSessionGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  bindPreviewGate(container);
  container.bind<PreviewPanelLoader>(PREVIEW_TOKENS.panelLoader).toConstantValue(loadPanel);
};
