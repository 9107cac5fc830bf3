import type { ComponentType } from 'react';
import type { StaffSession } from '../../core/preview/preview-state';
import { token } from '../../core/shared/token';

/** Props of the staff preview panel the gate renders once the session is confirmed. */
export interface StaffPreviewProps {
  /** The session checkauth confirmed. */
  readonly session: StaffSession;
  /** Called after logout: the gate hides the panel. */
  readonly onSignedOut: () => void;
}

/** Loads the panel's chunk (composition binds the loader and what the panel needs); only called after the gate. */
export type PreviewPanelLoader = () => Promise<ComponentType<StaffPreviewProps>>;

/** The panel loader's token: bound by composition (the lazy chunk), resolved by the gate. */
export const PANEL_LOADER = token<PreviewPanelLoader>('preview.PanelLoader');
