import { ContainerModule } from 'inversify';
import type { Binder } from '../../container';
import { LocalTimeZone } from '../../../adapters/browser/local-time-zone';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';
import { HttpAbTestGateway } from '../../../adapters/http/http-abtest-gateway';
import { HttpPreviewTokenGateway } from '../../../adapters/http/http-preview-token-gateway';
import type { AbTestGateway } from '../../../core/preview/ab-test-gateway.port';
import { applyPreviewSettings } from '../../../core/preview/apply-preview-settings.use-case';
import { keepStaffSessionAlive } from '../../../core/preview/keep-staff-session-alive.use-case';
import { loadAbTests } from '../../../core/preview/load-ab-tests.use-case';
import { loadAssignments } from '../../../core/preview/load-assignments.use-case';
import { logOutStaff } from '../../../core/preview/log-out-staff.use-case';
import type { PreviewTokenGateway } from '../../../core/preview/preview-token-gateway.port';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import type { Scheduler } from '../../../core/preview/scheduler.port';
import type { TimeZone } from '../../../core/preview/time-zone.port';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { StaffPreview } from '../../../ui/preview/staff-preview';
import { resolve } from '../../container';

type Context = { get<T>(token: symbol): T };

/** The panel's use cases over whatever ports are bound (tests reuse this with fakes). */
export const bindPreviewPanelUseCases = (container: Binder): void => {
  const instantDeps = (context: Context) => ({
    clock: resolve(context, SHARED_TOKENS.clock),
    timeZone: resolve(context, PREVIEW_TOKENS.timeZone),
    logger: resolve(context, SHARED_TOKENS.logger),
  });
  container
    .bind(PREVIEW_TOKENS.loadAbTests)
    .toDynamicValue((context) => loadAbTests({ ...instantDeps(context), gateway: resolve(context, PREVIEW_TOKENS.abTestGateway) }));
  container
    .bind(PREVIEW_TOKENS.applyPreviewSettings)
    .toDynamicValue((context) => applyPreviewSettings({ ...instantDeps(context), gateway: resolve(context, PREVIEW_TOKENS.tokenGateway) }));
  container.bind(PREVIEW_TOKENS.keepSessionAlive).toDynamicValue((context) =>
    keepStaffSessionAlive({
      gateway: resolve(context, PREVIEW_TOKENS.sessionGateway),
      scheduler: resolve(context, PREVIEW_TOKENS.scheduler),
      logger: resolve(context, SHARED_TOKENS.logger),
    }),
  );
  container.bind(PREVIEW_TOKENS.logOut).toDynamicValue((context) =>
    logOutStaff({
      gateway: resolve(context, PREVIEW_TOKENS.sessionGateway),
      logger: resolve(context, SHARED_TOKENS.logger),
    }),
  );
  container
    .bind(PREVIEW_TOKENS.loadAssignments)
    .toDynamicValue((context) => loadAssignments({ gateway: resolve(context, PREVIEW_TOKENS.abTestGateway) }));
};

/** The panel's browser and HTTP adapters. */
const bindPreviewPanelAdapters = (container: Binder): void => {
  const http = (context: Context) => resolve(context, SHARED_TOKENS.httpClient);
  container.bind<PreviewTokenGateway>(PREVIEW_TOKENS.tokenGateway).toDynamicValue((context) => new HttpPreviewTokenGateway(http(context)));
  container.bind<AbTestGateway>(PREVIEW_TOKENS.abTestGateway).toDynamicValue((context) => new HttpAbTestGateway(http(context)));
  container.bind<TimeZone>(PREVIEW_TOKENS.timeZone).toConstantValue(new LocalTimeZone());
  container.bind<Scheduler>(PREVIEW_TOKENS.scheduler).toConstantValue(new BrowserTimer(window));
};

/** The panel's chunk, loaded once by the browser's panel loader (bindings.browser.ts): its adapters and use cases. */
export const previewPanelModule = new ContainerModule((options) => {
  bindPreviewPanelAdapters(options);
  bindPreviewPanelUseCases(options);
});

export { StaffPreview };
