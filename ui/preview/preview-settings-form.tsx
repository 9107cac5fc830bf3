import { useRef } from 'react';
import { NOTICE_TONE } from '../../core/preview/preview-notice';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import type { StaffSession } from '../../core/preview/preview-state';
import { Button } from '../components/button/button';
import { Input } from '../components/input/input';
import { Notification } from '../components/notification/notification';
import { AbTestFieldset } from './ab-test-fieldset';
import { usePreviewSettings } from './use-preview-settings';

/** Props of the preview settings form. */
export interface PreviewSettingsFormProps {
  readonly session: StaffSession;
  /** Called with the session in force after 'Settings applied successfully.'. */
  readonly onApplied: (session: StaffSession) => void;
}

/** The modal's form (spec 2.4): date and time, the A/B test panel, 'Set preview settings' and the status message box. */
export const PreviewSettingsForm = ({ session, onApplied }: PreviewSettingsFormProps) => {
  const view = usePreviewSettings(session, onApplied);
  const formRef = useRef<HTMLFormElement>(null);
  const notice = view.applyNotice;
  return (
    <form
      ref={formRef}
      className="preview-form"
      noValidate
      aria-busy={view.applying || undefined}
      onSubmit={(event) => {
        view.submit(event);
        // A test without a group: send the keyboard to the group select, where 'Required' shows.
        if (view.ab.testChoice !== '' && view.ab.groupChoice === '')
          formRef.current?.querySelector<HTMLSelectElement>('#preview-group:enabled')?.focus();
      }}
    >
      <div className="preview-form__when">
        <Input
          label={copy.dateLabel}
          name="date"
          type="date"
          value={view.fields.date}
          onValueChange={(value) => view.changeField('date', value)}
          autoComplete="off"
          required
          error={view.fieldErrors.date ? copy.fieldErrors[view.fieldErrors.date] : undefined}
          onFocus={() => view.focusField('date')}
          onBlur={() => view.blurField('date')}
        />
        <Input
          label={copy.timeLabel}
          name="time"
          type="time"
          value={view.fields.time}
          onValueChange={(value) => view.changeField('time', value)}
          autoComplete="off"
          required
          error={view.fieldErrors.time ? copy.fieldErrors[view.fieldErrors.time] : undefined}
          onFocus={() => view.focusField('time')}
          onBlur={() => view.blurField('time')}
        />
      </div>
      <AbTestFieldset state={view.ab} disabled={view.applying} onTestChange={view.chooseTest} onGroupChange={view.chooseGroup} />
      <Button type="submit" loading={view.applying} fullWidth>
        {copy.submit}
      </Button>
      <div className="preview-form__status">
        {notice ? (
          <Notification type={NOTICE_TONE[notice]}>
            {copy.notices[notice]}
            {view.appliedDetails ? (
              <>
                {' '}
                <span className="preview-form__applied">{view.appliedDetails}</span>
              </>
            ) : null}
          </Notification>
        ) : null}
      </div>
    </form>
  );
};
