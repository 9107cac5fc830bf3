import { describe, expect, it } from 'vitest';
import { INITIAL_SIGN_IN, signInReducer, type SignInEvent, type SignInState } from '../../../core/session/sign-in.reducer';

const run = (events: SignInEvent[], start: SignInState = INITIAL_SIGN_IN): SignInState => events.reduce(signInReducer, start);

describe('sign-in dialog state', () => {
  it("submits once, then shows success or the failure's outcome", () => {
    const submitting = run([{ type: 'submitted' }]);
    expect(signInReducer(submitting, { type: 'submitted' })).toBe(submitting);
    expect(run([{ type: 'succeeded' }], submitting)).toEqual({ phase: 'SUCCEEDED' });
    expect(run([{ type: 'failed', error: { kind: 'UNAUTHORIZED' } }], submitting)).toEqual({
      phase: 'EDITING',
      failure: { kind: 'UNAUTHORIZED' },
    });
  });

  it('returns to editing without an outcome when the form was invalid (the fields show why)', () => {
    const failed = run([{ type: 'submitted' }, { type: 'failed', error: { kind: 'SERVICE_UNAVAILABLE' } }]);
    expect(run([{ type: 'submitted' }, { type: 'rejected' }], failed)).toEqual(INITIAL_SIGN_IN);
    expect(run([{ type: 'rejected' }], failed)).toBe(failed);
  });
});
