import * as E from 'fp-ts/Either';
import { unreachable } from '../../core/shared/unreachable';
import { useEffect, useState, type ComponentType } from 'react';
import type { StaffSession } from '../../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { PANEL_LOADER, type StaffPreviewProps } from './preview-panel-loader';

interface Loaded {
  readonly Panel: ComponentType<StaffPreviewProps>;
  readonly session: StaffSession;
}

/**
 * The always-loaded gate of the staff preview (spec 6): without preview mode and a staff cookie it renders nothing and
 * calls nothing; otherwise it asks checkauth and, only on status SUCCESS, loads the panel's chunk.
 */
export const PreviewGate = () => {
  const checkSession = useInjection(PREVIEW_TOKENS.checkStaffSession);
  const loadPanel = useInjection(PANEL_LOADER);
  const logger = useInjection(SHARED_TOKENS.logger);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    let current = true;
    void (async () => {
      const result = await checkSession()();
      if (E.isLeft(result)) {
        const error = result.left;
        switch (error.kind) {
          // No staff cookie or preview mode off: nothing was asked, nothing to say.
          case 'NOT_STAFF':
            return;
          case 'UNAUTHORIZED':
          case 'CALL_FAILED':
            logger.debug('Staff preview not offered.', error);
            return;
          default:
            return unreachable(error);
        }
      }
      try {
        const Panel = await loadPanel();
        if (current) setLoaded({ Panel, session: result.right });
      } catch (error) {
        logger.error('The staff preview panel could not be loaded.', error);
      }
    })();
    return () => {
      current = false;
    };
  }, [checkSession, loadPanel, logger]);

  // Logout removes the panel and its modal with the focus in it: hand the keyboard to the main content.
  useEffect(() => {
    if (signedOut) document.getElementById('main-content')?.focus();
  }, [signedOut]);

  if (!loaded) return null;
  const { Panel, session } = loaded;
  return (
    <Panel
      session={session}
      onSignedOut={() => {
        setLoaded(null);
        setSignedOut(true);
      }}
    />
  );
};
