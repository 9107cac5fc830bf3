import { describe, expect, it } from 'vitest';
import {
  initialSubmission,
  isFormVisible,
  submissionReducer,
  type SubmissionEvent,
  type SubmissionState,
} from '../../../core/newsletter/newsletter-submission.reducer';

const run = (events: SubmissionEvent[], start: SubmissionState = initialSubmission()): SubmissionState =>
  events.reduce(submissionReducer, start);

describe('newsletter submission state', () => {
  it('starts with no result, showing the form', () => {
    expect(initialSubmission()).toEqual({ status: 'NONE', submitting: false, sentTo: undefined, invalidLink: false });
    expect(isFormVisible(initialSubmission())).toBe(true);
  });

  it('is submitting after a submit, and a second submit changes nothing', () => {
    const submitting = run([{ type: 'SUBMITTED' }]);
    expect(submitting.submitting).toBe(true);
    expect(submissionReducer(submitting, { type: 'SUBMITTED' })).toBe(submitting);
  });

  it('replaces the form by success, remembering the address', () => {
    const done = run([{ type: 'SUBMITTED' }, { type: 'SUCCEEDED', email: 'a@b.de' }]);
    expect(done).toEqual({ status: 'SUCCESS', submitting: false, sentTo: 'a@b.de', invalidLink: false });
    expect(isFormVisible(done)).toBe(false);
    expect(submissionReducer(done, { type: 'SUBMITTED' })).toBe(done);
  });

  it('shows the form again after a generic or invalid-email error, and a new submit clears the old one', () => {
    const generic = run([{ type: 'SUBMITTED' }, { type: 'FAILED', error: 'GENERIC' }]);
    expect(generic).toMatchObject({ status: 'ERROR_GENERIC', submitting: false });
    expect(isFormVisible(generic)).toBe(true);
    expect(run([{ type: 'SUBMITTED' }], generic)).toMatchObject({ status: 'NONE', submitting: true });
    expect(run([{ type: 'SUBMITTED' }, { type: 'FAILED', error: 'INVALID_EMAIL' }]).status).toBe('ERROR_INVALID_EMAIL');
  });

  it('keeps too many attempts apart from the generic error, with the form still shown', () => {
    const limited = run([{ type: 'SUBMITTED' }, { type: 'FAILED', error: 'TOO_MANY_ATTEMPTS' }]);
    expect(limited).toMatchObject({ status: 'ERROR_TOO_MANY_ATTEMPTS', submitting: false });
    expect(isFormVisible(limited)).toBe(true);
    expect(run([{ type: 'SUBMITTED' }], limited)).toMatchObject({ status: 'NONE', submitting: true });
  });

  it('ends a submit the form rejected without any result', () => {
    expect(run([{ type: 'SUBMITTED' }, { type: 'REJECTED' }])).toEqual(initialSubmission());
  });

  it('shows the invalid-link banner until the email field gets focus', () => {
    const banner = initialSubmission(true);
    expect(banner.invalidLink).toBe(true);
    expect(run([{ type: 'SUBMITTED' }, { type: 'FAILED', error: 'GENERIC' }], banner).invalidLink).toBe(true);
    expect(run([{ type: 'EMAIL_FOCUSED' }], banner).invalidLink).toBe(false);
  });

  it('forgets an invalid-email result when the email field gets focus, but keeps a generic one', () => {
    expect(run([{ type: 'FAILED', error: 'INVALID_EMAIL' }, { type: 'EMAIL_FOCUSED' }]).status).toBe('NONE');
    expect(run([{ type: 'FAILED', error: 'GENERIC' }, { type: 'EMAIL_FOCUSED' }]).status).toBe('ERROR_GENERIC');
  });
});
