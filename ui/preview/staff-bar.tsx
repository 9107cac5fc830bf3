import { staffBarFacts, type StaffPreviewSnapshot } from '../../core/preview/staff-preview.controller';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';

/**
 * The staff bar: the simulated date and time, the A/B group in force (as getassignment reports it) and the campaign
 * the simulated date shows, the demo's date-dependent content. The panel's controller holds the session and its
 * assignments (core/preview/staff-preview.controller.ts); core says what the bar shows.
 */
export const StaffBar = ({ panel }: { panel: Pick<StaffPreviewSnapshot, 'session' | 'assignments'> }) => {
  const timeZone = useInjection(PREVIEW_TOKENS.timeZone);
  const clock = useInjection(SHARED_TOKENS.clock);
  const { simulated, override, campaign } = staffBarFacts(panel, timeZone, clock.now());
  return (
    <dl className="staff-bar">
      <div className="staff-bar__fact">
        <dt>{copy.bar.simulatedTime}</dt>
        <dd data-testid="staff-bar-time">{simulated ? `${simulated.date} ${simulated.time}` : copy.bar.liveTime}</dd>
      </div>
      <div className="staff-bar__fact">
        <dt>{copy.bar.abGroup}</dt>
        <dd data-testid="staff-bar-group">{override ? `${override.testName}: ${override.groupName}` : copy.bar.noOverride}</dd>
      </div>
      <div className="staff-bar__fact">
        <dt>{copy.bar.campaign}</dt>
        <dd data-testid="staff-bar-campaign">{copy.campaigns[campaign]}</dd>
      </div>
    </dl>
  );
};
