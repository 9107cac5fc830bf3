// @vitest-environment node
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { ApplyPreviewSettings } from '../../../core/preview/apply-preview-settings.use-case';
import type { LoadAbTests } from '../../../core/preview/load-ab-tests.use-case';
import { createPreviewSettings } from '../../../core/preview/preview-settings.controller';
import type { StaffSession } from '../../../core/preview/preview-state';

const SESSION: StaffSession = { dateTime: null, selection: { testName: '', groupName: '' } };
const FIELDS = { date: '2031-03-01', time: '10:00' };
const tests: LoadAbTests = () => TE.right([{ name: 'checkout', groups: ['A', 'B'] }]);

describe('preview settings controller', () => {
  it('applies a chosen date and A/B group and says what is in force', async () => {
    const sent: unknown[] = [];
    const apply: ApplyPreviewSettings = (form) => {
      sent.push(form);
      return TE.right({
        dateTime: '2031-03-01T09:00:00.000Z',
        selection: { testName: 'checkout', groupName: 'B' },
        usedCurrentTime: false,
      });
    };
    const settings = createPreviewSettings({ loadTests: tests, apply }, SESSION, FIELDS);
    await settings.start();
    settings.chooseTest('checkout');
    settings.chooseGroup('B');
    await settings.submit();
    expect(sent).toEqual([{ ...FIELDS, selection: E.right({ testName: 'checkout', groupName: 'B' }) }]);
    expect(settings.getSnapshot()).toMatchObject({ applying: false, applied: { dateTime: '2031-03-01T09:00:00.000Z' } });
  });

  it('takes back "Settings applied successfully" once a field changes: it spoke of the settings sent, not of these', async () => {
    const apply: ApplyPreviewSettings = () =>
      TE.right({ dateTime: '2031-03-01T09:00:00.000Z', selection: { testName: '', groupName: '' }, usedCurrentTime: false });
    for (const [name, value] of [
      ['date', '2026-02-30'],
      ['date', '2031-03-02'],
      ['time', '11:00'],
    ] as const) {
      const settings = createPreviewSettings({ loadTests: tests, apply }, SESSION, FIELDS);
      await settings.start();
      await settings.submit();
      expect(settings.getSnapshot().applyNotice).toBe('APPLIED');
      await settings.changeField(name, value);
      expect(settings.getSnapshot().applyNotice, `${name} ${value}`).toBeNull();
    }
    // A new choice of test takes it back too.
    const settings = createPreviewSettings({ loadTests: tests, apply }, SESSION, FIELDS);
    await settings.start();
    await settings.submit();
    settings.chooseTest('checkout');
    expect(settings.getSnapshot().applyNotice).toBeNull();
  });

  it('asks for a group when a test is chosen without one, and sends nothing', async () => {
    const apply: ApplyPreviewSettings = () => TE.left({ kind: 'CALL_FAILED' } as never);
    const settings = createPreviewSettings({ loadTests: tests, apply }, SESSION, FIELDS);
    await settings.start();
    settings.chooseTest('checkout');
    await settings.submit();
    expect(settings.getSnapshot().applyNotice).toBe('GROUP_MISSING');
  });

  it('shows an invalid date on blur and clears it when the field gets focus', async () => {
    const settings = createPreviewSettings({ loadTests: tests, apply: () => TE.left({ kind: 'CALL_FAILED' } as never) }, SESSION, FIELDS);
    await settings.changeField('date', '2031-13-45');
    settings.blurField('date');
    expect(Object.keys(settings.getSnapshot().fieldErrors)).toEqual(['date']);
    settings.focusField('date');
    expect(settings.getSnapshot().fieldErrors).toEqual({});
  });
});
