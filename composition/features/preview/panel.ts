import { LocalTimeZone } from '../../../adapters/browser/local-time-zone';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';
import { HttpAbTestGateway } from '../../../adapters/http/http-abtest-gateway';
import { HttpPreviewTokenGateway } from '../../../adapters/http/http-preview-token-gateway';
import { applyPreviewSettings } from '../../../core/preview/apply-preview-settings.use-case';
import { keepStaffSessionAlive } from '../../../core/preview/keep-staff-session-alive.use-case';
import { loadAbTests } from '../../../core/preview/load-ab-tests.use-case';
import { loadAssignments } from '../../../core/preview/load-assignments.use-case';
import { logOutStaff } from '../../../core/preview/log-out-staff.use-case';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { StaffPreview } from '../../../ui/preview/staff-preview';
import { bindFactory, type Binder, type Module } from '../../binding';

/** The panel's use cases over whatever ports are bound (tests reuse this with fakes). */
export const bindPreviewPanelUseCases = (container: Binder): void => {
  const { clock, logger } = SHARED_TOKENS;
  const { timeZone, abTestGateway, tokenGateway, sessionGateway, scheduler } = PREVIEW_TOKENS;
  bindFactory(container, PREVIEW_TOKENS.loadAbTests, [clock, timeZone, logger, abTestGateway], (clock, timeZone, logger, gateway) =>
    loadAbTests({ clock, timeZone, logger, gateway }),
  );
  bindFactory(container, PREVIEW_TOKENS.applyPreviewSettings, [clock, timeZone, logger, tokenGateway], (clock, timeZone, logger, gateway) =>
    applyPreviewSettings({ clock, timeZone, logger, gateway }),
  );
  bindFactory(container, PREVIEW_TOKENS.keepSessionAlive, [sessionGateway, scheduler, logger], (gateway, scheduler, logger) =>
    keepStaffSessionAlive({ gateway, scheduler, logger }),
  );
  bindFactory(container, PREVIEW_TOKENS.logOut, [sessionGateway, logger], (gateway, logger) => logOutStaff({ gateway, logger }));
  bindFactory(container, PREVIEW_TOKENS.loadAssignments, [abTestGateway], (gateway) => loadAssignments({ gateway }));
};

/** The panel's chunk, loaded once by the browser's panel loader (compose-browser.ts): its adapters and use cases. */
export const previewPanelModule: Module = (options) => {
  bindFactory(options, PREVIEW_TOKENS.tokenGateway, [SHARED_TOKENS.httpClient], (http) => new HttpPreviewTokenGateway(http));
  bindFactory(options, PREVIEW_TOKENS.abTestGateway, [SHARED_TOKENS.httpClient], (http) => new HttpAbTestGateway(http));
  options.bind(PREVIEW_TOKENS.timeZone).toConstantValue(new LocalTimeZone());
  options.bind(PREVIEW_TOKENS.scheduler).toConstantValue(new BrowserTimer(window));
  bindPreviewPanelUseCases(options);
};

export { StaffPreview };
