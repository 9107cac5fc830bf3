import { useEffect, useState } from 'react';
import { createPreviewGate } from '../../core/preview/preview-gate.controller';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';
import { PANEL_LOADER } from './preview-panel-loader';

declare module '../app/island' {
  /** The staff preview's gate. */
  interface IslandRegistry {
    preview: NoProps;
  }
}

/**
 * The always-loaded gate of the staff preview (spec 6), bound to its core controller
 * (core/preview/preview-gate.controller.ts): without preview mode and a staff cookie it renders nothing and calls
 * nothing; otherwise it asks checkauth and, only on status SUCCESS, loads the panel's chunk and shows it.
 */
export const PreviewGate = () => {
  const checkSession = useInjection(PREVIEW_TOKENS.checkStaffSession);
  const loadPanel = useInjection(PANEL_LOADER);
  const logger = useInjection(SHARED_TOKENS.logger);
  const [gate] = useState(() => createPreviewGate({ checkSession, loadPanel, logger }));
  const snapshot = useController(gate);

  useEffect(() => {
    void gate.start();
    return gate.stop;
  }, [gate]);

  // Logout removed the panel and its modal with the focus in it: the keyboard goes to the main content.
  useEffect(() => {
    if (snapshot.phase === 'SIGNED_OUT' && snapshot.focus === 'MAIN_CONTENT') {
      document.getElementById('main-content')?.focus();
      gate.focusMoved();
    }
  }, [gate, snapshot]);

  if (snapshot.phase !== 'SHOWN') return null;
  const { panel: Panel, session } = snapshot;
  return <Panel session={session} onSignedOut={gate.signedOut} />;
};
