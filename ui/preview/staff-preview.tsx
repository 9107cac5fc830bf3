import { useEffect, useState } from 'react';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { useInjection } from '../app/injection';
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
 */
export const StaffPreview = ({ session: confirmed, onSignedOut }: StaffPreviewProps) => {
  const keepAlive = useInjection(PREVIEW_TOKENS.keepSessionAlive);
  const logOut = useInjection(PREVIEW_TOKENS.logOut);
  const [session, setSession] = useState(confirmed);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => keepAlive(), [keepAlive]);

  const logout = () => {
    if (leaving) return;
    setLeaving(true);
    void logOut()().then(() => {
      setOpen(false);
      onSignedOut();
    });
  };

  return (
    // The panel is English: the components inside it speak English too (screen-reader prefixes, close, loading).
    <ComponentCopyProvider copy={copy.components}>
      <section className="staff-preview" aria-label={copy.bar.label}>
        <StaffBar session={session} />
        <Button variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)} className="staff-preview__open">
          {copy.openButton}
        </Button>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          title={copy.modalTitle}
          size="M"
          footer={
            <Button variant="secondary" loading={leaving} onClick={logout}>
              {copy.logout}
            </Button>
          }
        >
          <PreviewSettingsForm session={session} onApplied={setSession} />
        </Modal>
      </section>
    </ComponentCopyProvider>
  );
};

/** The lazily loaded module's export for React.lazy-style loaders. */
export default StaffPreview;
