import { HttpPreviewSessionGateway } from '../../../adapters/http/http-preview-session-gateway';
import { checkStaffSession } from '../../../core/preview/check-staff-session.use-case';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { PANEL_LOADER, type PreviewPanelLoader } from '../../../ui/preview/preview-panel-loader';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/** The gate's use case over whatever previewMode, cookies and session gateway are bound (tests reuse it with fakes). */
export const bindPreviewGate = (container: Binder): void =>
  bindFactory(
    container,
    PREVIEW_TOKENS.checkStaffSession,
    [PREVIEW_TOKENS.previewMode, SHARED_TOKENS.cookies, PREVIEW_TOKENS.sessionGateway],
    (previewMode, cookies, gateway) => checkStaffSession({ previewMode, cookies, gateway }),
  );

/**
 * The staff preview's always-loaded part: the session gateway, the gate's use case and the panel loader, which the
 * environment provides (the browser's imports the panel's chunk, panel.ts, when the gate calls it; the server never does).
 */
export const bindPreview = (container: Binder, loadPanel: PreviewPanelLoader): void => {
  bindFactory(container, PREVIEW_TOKENS.sessionGateway, [SHARED_TOKENS.httpClient], (http) => new HttpPreviewSessionGateway(http));
  bindPreviewGate(container);
  container.bind(PANEL_LOADER).toConstantValue(loadPanel);
};

export default ((binder, { loadPanel }) => bindPreview(binder, loadPanel)) satisfies FeatureBindings;
