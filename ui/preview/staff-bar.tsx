import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { unreachable } from '../../core/shared/unreachable';
import { useEffect, useState } from 'react';
import { campaignOn } from '../../core/preview/campaign-calendar';
import { previewFields } from '../../core/preview/preview-date-time';
import { PREVIEW_MESSAGES as copy } from '../../core/preview/preview.messages';
import type { AbAssignment, StaffSession } from '../../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';

/**
 * The staff bar: the simulated date and time, the A/B group in force (as getassignment reports it) and the campaign
 * the simulated date shows, the demo's date-dependent content.
 */
export const StaffBar = ({ session }: { session: StaffSession }) => {
  const loadAssignments = useInjection(PREVIEW_TOKENS.loadAssignments);
  const timeZone = useInjection(PREVIEW_TOKENS.timeZone);
  const clock = useInjection(SHARED_TOKENS.clock);
  // Assignments belong to the session they were loaded for: a new session shows "loading" until its own arrive.
  const [loaded, setLoaded] = useState<{ readonly session: StaffSession; readonly assignments: readonly AbAssignment[] } | null>(null);
  const assignments = loaded?.session === session ? loaded.assignments : null;

  useEffect(() => {
    let current = true;
    void loadAssignments()().then((result) => {
      if (!current) return;
      const assignments = pipe(
        result,
        E.getOrElse((error): readonly AbAssignment[] => {
          switch (error.kind) {
            // The bar then shows the group the session chose.
            case 'CALL_FAILED':
              return [];
            default:
              return unreachable(error.kind);
          }
        }),
      );
      setLoaded({ session, assignments });
    });
    return () => {
      current = false;
    };
  }, [loadAssignments, session]);

  const simulated = session.dateTime ? previewFields(timeZone, Date.parse(session.dateTime)) : null;
  const today = simulated ?? previewFields(timeZone, clock.now());
  const { testName } = session.selection;
  const assigned = assignments?.find((assignment) => assignment.testName === testName)?.groupName ?? session.selection.groupName;
  return (
    <dl className="staff-bar">
      <div className="staff-bar__fact">
        <dt>{copy.bar.simulatedTime}</dt>
        <dd data-testid="staff-bar-time">{simulated ? `${simulated.date} ${simulated.time}` : copy.bar.liveTime}</dd>
      </div>
      <div className="staff-bar__fact">
        <dt>{copy.bar.abGroup}</dt>
        <dd data-testid="staff-bar-group">{testName ? `${testName}: ${assigned}` : copy.bar.noOverride}</dd>
      </div>
      <div className="staff-bar__fact">
        <dt>{copy.bar.campaign}</dt>
        <dd data-testid="staff-bar-campaign">{copy.campaigns[campaignOn(today.date)]}</dd>
      </div>
    </dl>
  );
};
