import { useEffect, useState } from 'react';
import { createStaffPreview } from '../../core/preview/staff-preview.controller';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';
import { Button } from '../components/button/button';
import { Modal } from '../components/modal/modal';
import { ComponentCopyProvider } from '../components/shared/component-copy';
import type { StaffPreviewProps } from './preview-panel-loader';
import { PreviewSettingsForm } from './preview-settings-form';
import { StaffBar } from './staff-bar';
import './staff-preview.css';

/**
 * The staff preview panel (spec 2.4), loaded only after the gate: the staff bar, the 'Preview settings' button and its
 * modal with 'Logout' in the footer. The session is renewed at start and every 5 minutes while the panel is shown.
 * Its behaviour is core's controller (core/preview/staff-preview.controller.ts); this component binds it.
 */
export const StaffPreview = ({ session: confirmed, onSignedOut }: StaffPreviewProps) => {
  const keepAlive = useInjection(PREVIEW_TOKENS.keepSessionAlive);
  const logOut = useInjection(PREVIEW_TOKENS.logOut);
  const loadAssignments = useInjection(PREVIEW_TOKENS.loadAssignments);
  const [controller] = useState(() => createStaffPreview({ keepAlive, logOut, loadAssignments, onSignedOut }, confirmed));
  const snapshot = useController(controller);

  useEffect(() => {
    controller.start();
    return controller.stop;
  }, [controller]);

  return (
    // The panel is English: the components inside it speak English too (screen-reader prefixes, close, loading).
    <ComponentCopyProvider copy={copy.components}>
      <section className="staff-preview" aria-label={copy.bar.label}>
        <StaffBar panel={snapshot} />
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={controller.openSettings} className="staff-preview__open">
          {copy.openButton}
        </Button>
        <Modal
          open={snapshot.settingsOpen}
          onClose={controller.closeSettings}
          title={copy.modalTitle}
          size="M"
          footer={
            <Button variant="secondary" loading={snapshot.leaving} onClick={() => void controller.logOut()}>
              {copy.logout}
            </Button>
          }
        >
          <PreviewSettingsForm session={snapshot.session} onApplied={controller.applied} />
        </Modal>
      </section>
    </ComponentCopyProvider>
  );
};

/** The lazily loaded module's export for React.lazy-style loaders. */
export default StaffPreview;
