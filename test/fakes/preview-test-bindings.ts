import { PANEL_LOADER } from '../../ui/preview/preview-panel-loader';
import type { ComponentType } from 'react';
import type { Container } from '../../composition/container';
import { bindPreviewPanelUseCases } from '../../composition/features/preview/panel';
import { bindPreviewGate } from '../../composition/features/preview/island-bindings';
import type { PreviewMode } from '../../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import type { PreviewPanelLoader, StaffPreviewProps } from '../../ui/preview/preview-panel-loader';
import { StaffPreview } from '../../ui/preview/staff-preview';
import { FakeAbTestGateway, FakePreviewTokenGateway, FakeScheduler, FakeStaffSessionGateway, FixedTimeZone } from './fake-preview-ports';

/** The preview fakes a test container holds. */
export interface PreviewFakes {
  readonly sessionGateway: FakeStaffSessionGateway;
  readonly tokenGateway: FakePreviewTokenGateway;
  readonly abTestGateway: FakeAbTestGateway;
  readonly scheduler: FakeScheduler;
  /** How often the gate asked for the panel's chunk. */
  readonly panelLoads: { count: number };
}

/** Options of the preview fakes. */
export interface PreviewFakeOptions {
  /** Preview mode of the page (default off: the gate stays silent). */
  readonly previewMode?: PreviewMode;
  /** Offset of the staff member's time zone in minutes east of UTC (default 60, CET). */
  readonly offsetMinutes?: number;
  /** The panel the loader hands over (default the real one). */
  readonly panel?: ComponentType<StaffPreviewProps>;
}

/** Binds fakes for every preview port, then the real gate and panel use cases over them (as composition does). */
export const bindPreviewFakes = (container: Container, options: PreviewFakeOptions = {}): PreviewFakes => {
  const fakes: PreviewFakes = {
    sessionGateway: new FakeStaffSessionGateway(),
    tokenGateway: new FakePreviewTokenGateway(),
    abTestGateway: new FakeAbTestGateway(),
    scheduler: new FakeScheduler(),
    panelLoads: { count: 0 },
  };
  // Replacing earlier preview bindings lets a test turn preview mode on in the shared test container.
  for (const token of [...Object.values(PREVIEW_TOKENS), PANEL_LOADER]) if (container.isBound(token)) container.unbind(token);
  container.bind(PREVIEW_TOKENS.previewMode).toConstantValue(options.previewMode ?? 'off');
  container.bind(PREVIEW_TOKENS.sessionGateway).toConstantValue(fakes.sessionGateway);
  container.bind(PREVIEW_TOKENS.tokenGateway).toConstantValue(fakes.tokenGateway);
  container.bind(PREVIEW_TOKENS.abTestGateway).toConstantValue(fakes.abTestGateway);
  container.bind(PREVIEW_TOKENS.scheduler).toConstantValue(fakes.scheduler);
  container.bind(PREVIEW_TOKENS.timeZone).toConstantValue(new FixedTimeZone(options.offsetMinutes ?? 60));
  const loader: PreviewPanelLoader = async () => {
    fakes.panelLoads.count += 1;
    return options.panel ?? StaffPreview;
  };
  container.bind(PANEL_LOADER).toConstantValue(loader);
  bindPreviewGate(container);
  bindPreviewPanelUseCases(container);
  return fakes;
};
