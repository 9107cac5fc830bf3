import {
  groupOptions,
  isGroupEnabled,
  isGroupRequired,
  PLACEHOLDER,
  testOptions,
  type AbSelectionState,
} from '../../core/preview/ab-selection.reducer';
import { NOTICE_TONE, noticeForTests } from '../../core/preview/preview-notice';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import { Notification } from '../components/notification/notification';
import { Select } from '../components/select/select';

/** Props of the A/B test panel. */
export interface AbTestFieldsetProps {
  readonly state: AbSelectionState;
  readonly disabled: boolean;
  readonly onTestChange: (value: string) => void;
  readonly onGroupChange: (value: string) => void;
}

/** The A/B test panel (spec 2.4, 4.2): selects Name and Group and the test list's status message. */
export const AbTestFieldset = ({ state, disabled, onTestChange, onGroupChange }: AbTestFieldsetProps) => {
  const notice = noticeForTests(state.testsStatus);
  const names = testOptions(state).map((option) => ({
    value: option.value,
    label: option.kind === 'PLACEHOLDER' ? copy.testPlaceholder : option.kind === 'NONE' ? copy.testNone : option.value,
  }));
  const groups = [
    { value: PLACEHOLDER, label: copy.groupPlaceholder },
    ...groupOptions(state).map((name) => ({ value: name, label: name })),
  ];
  return (
    <fieldset className="preview-ab">
      <legend className="preview-ab__legend">{copy.abTestLegend}</legend>
      <div className="preview-ab__selects">
        <Select
          label={copy.testNameLabel}
          name="test"
          id="preview-test"
          options={names}
          value={state.testChoice}
          onValueChange={onTestChange}
          disabled={disabled}
        />
        <Select
          label={copy.groupLabel}
          name="group"
          id="preview-group"
          options={groups}
          value={state.groupChoice}
          onValueChange={onGroupChange}
          disabled={disabled || !isGroupEnabled(state)}
          required={isGroupEnabled(state)}
          error={isGroupRequired(state) ? copy.groupRequired : undefined}
        />
      </div>
      <Notification type={NOTICE_TONE[notice]} variant="footnotesize" className="preview-ab__status">
        {copy.notices[notice]}
      </Notification>
    </fieldset>
  );
};
