import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { AbTestListCodec, toAbTests } from '../../../core/preview/ab-test.codec';
import { campaignOn, CAMPAIGN_CALENDAR } from '../../../core/preview/campaign-calendar';
import { appliedSummary, NOTICE_TONE, noticeForApply, noticeForTests } from '../../../core/preview/preview-notice';
import { callFailed } from '../../../core/preview/preview-errors';
import { PREVIEW_MESSAGES } from '../../../core/preview/preview.messages';
import { parsePreviewMode } from '../../../core/preview/preview-state';
import { mayCheckStaffSession } from '../../../core/preview/staff-gate';
import { StaffSessionCheckCodec, toStaffSession } from '../../../core/preview/staff-session.codec';
import { FAILED, FixedTimeZone } from '../../fakes/fake-preview-ports';

describe('preview mode and the staff cookie rule', () => {
  it('turns preview mode on only for "on"', () => {
    expect(parsePreviewMode('on')).toBe('on');
    expect(parsePreviewMode(' ON ')).toBe('on');
    expect(['off', '', null, undefined, 'true', '1'].map(parsePreviewMode)).toEqual(['off', 'off', 'off', 'off', 'off', 'off']);
  });

  it('needs preview mode and one of the staff cookies', () => {
    expect(mayCheckStaffSession('on', ['platform', 'StaffAuthPresent'])).toBe(true);
    expect(mayCheckStaffSession('on', ['staffauthtoken', 'LoginToken'])).toBe(false);
    expect(mayCheckStaffSession('off', ['StaffAuthToken'])).toBe(false);
  });
});

describe('checkauth answer', () => {
  it('decodes SUCCESS into a session and anything else into none', () => {
    const decoded = StaffSessionCheckCodec.decode({
      status: 'SUCCESS',
      dateTime: '2026-12-24T09:00:00Z',
      abTestName: 'a',
      abTestGroup: 'b',
    });
    expect(E.isRight(decoded) && toStaffSession(decoded.right)).toEqual({
      dateTime: '2026-12-24T09:00:00Z',
      selection: { testName: 'a', groupName: 'b' },
    });
    expect(toStaffSession({ status: 'UNAUTHORIZED' })).toBeNull();
    expect(E.isLeft(StaffSessionCheckCodec.decode({ dateTime: 'x' }))).toBe(true);
  });

  it('reads an unreadable date as none and a group without a test as no override', () => {
    expect(toStaffSession({ status: 'SUCCESS', dateTime: 'soon', abTestName: null, abTestGroup: 'b' })).toEqual({
      dateTime: null,
      selection: { testName: '', groupName: '' },
    });
  });
});

describe('test list answer', () => {
  it('drops nameless tests and groups', () => {
    const decoded = AbTestListCodec.decode([
      { name: 'a', groups: [{ name: 'x' }, { name: ' ' }] },
      { name: '', groups: [] },
    ]);
    expect(E.isRight(decoded) && toAbTests(decoded.right)).toEqual([{ name: 'a', groups: ['x'] }]);
    expect(E.isLeft(AbTestListCodec.decode({ name: 'a' }))).toBe(true);
  });
});

describe('status messages', () => {
  it('maps the test list status to its message and tone', () => {
    const shown = (['LOADING', 'EMPTY', 'FOUND', 'FAILED'] as const)
      .map(noticeForTests)
      .map((notice) => [PREVIEW_MESSAGES.notices[notice], NOTICE_TONE[notice]]);
    expect(shown).toEqual([
      ['Loading tests...', 'info'],
      ['No active tests for this date.', 'info'],
      ['Active tests found.', 'info'],
      ['Failed to fetch AB tests.', 'error'],
    ]);
  });

  it('maps the outcome of applying to its message', () => {
    expect(PREVIEW_MESSAGES.notices[noticeForApply(E.right({ usedCurrentTime: false }))]).toBe('Settings applied successfully.');
    expect(PREVIEW_MESSAGES.notices[noticeForApply(E.left({ kind: 'GROUP_MISSING' }))]).toBe('Please also select an A/B test group!');
    for (const error of [
      callFailed(FAILED),
      { kind: 'REJECTED', status: 'BAD_REQUEST' } as const,
      { kind: 'REJECTED', status: 'UNAUTHORIZED' } as const,
    ]) {
      expect(noticeForApply(E.left(error))).toBe('APPLY_FAILED');
    }
    expect(NOTICE_TONE.APPLY_FAILED).toBe('error');
  });

  it('does not report plain success when the date was replaced by the current time', () => {
    const notice = noticeForApply(E.right({ usedCurrentTime: true }));
    expect(notice).toBe('APPLIED_CURRENT_TIME');
    expect(NOTICE_TONE[notice]).toBe('error');
    expect(PREVIEW_MESSAGES.notices[notice]).not.toContain('successfully');
  });

  it('says what was applied, in local time', () => {
    const zone = new FixedTimeZone(60);
    expect(
      appliedSummary(
        { dateTime: '2026-12-24T09:00:00.000Z', selection: { testName: 'christmas-teaser', groupName: 'snow' }, usedCurrentTime: false },
        zone,
      ),
    ).toBe('Simulated time: 2026-12-24 10:00. A/B test: christmas-teaser / snow.');
    expect(
      appliedSummary({ dateTime: '2026-03-01T09:00:00.000Z', selection: { testName: '', groupName: '' }, usedCurrentTime: false }, zone),
    ).toBe('Simulated time: 2026-03-01 10:00. A/B test: none.');
  });
});

describe('campaign calendar', () => {
  it('names the campaign of a date', () => {
    expect(campaignOn('2026-12-24')).toBe('CHRISTMAS');
    expect(campaignOn('2027-07-01')).toBe('SUMMER_SPORT');
    expect(campaignOn('2026-11-22')).toBe('EVERYDAY');
    expect(campaignOn('garbage')).toBe('EVERYDAY');
  });

  it('gives every date of the year one campaign, the same in every year', PROPERTY, () => {
    const day = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: 2000, max: 2099 }), (date, year) => {
        const iso = date.toISOString().slice(0, 10);
        const matching = CAMPAIGN_CALENDAR.filter((row) => row.from <= iso.slice(5) && iso.slice(5) <= row.until);
        expect(matching.length).toBeLessThanOrEqual(1);
        expect(campaignOn(`${year}${iso.slice(4)}`)).toBe(campaignOn(iso));
      }),
    );
  });
});
