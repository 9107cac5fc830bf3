import type { Binder } from '../../container';
import { HttpPreviewSessionGateway } from '../../../adapters/http/http-preview-session-gateway';
import { checkStaffSession } from '../../../core/preview/check-staff-session.use-case';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import type { StaffSessionGateway } from '../../../core/preview/staff-session-gateway.port';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { PANEL_LOADER, type PreviewPanelLoader } from '../../../ui/preview/preview-panel-loader';
import { resolve } from '../../container';

/** The gate's use case over whatever previewMode, cookies and session gateway are bound (tests reuse it with fakes). */
export const bindPreviewGate = (container: Binder): void => {
  container.bind(PREVIEW_TOKENS.checkStaffSession).toDynamicValue((context) =>
    checkStaffSession({
      previewMode: resolve(context, PREVIEW_TOKENS.previewMode),
      cookies: resolve(context, SHARED_TOKENS.cookies),
      gateway: resolve(context, PREVIEW_TOKENS.sessionGateway),
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
    .toDynamicValue((context) => new HttpPreviewSessionGateway(resolve(context, SHARED_TOKENS.httpClient)));
  bindPreviewGate(container);
  container.bind(PANEL_LOADER).toConstantValue(loadPanel);
};
