// @vitest-environment node
import * as E from 'fp-ts/Either';
import { absurd } from 'fp-ts/function';
import { describe, expect, it } from 'vitest';
import type { ConfirmError } from '../../../core/newsletter/confirm-subscription.use-case';
import { noticeForApply } from '../../../core/preview/preview-notice';
import type { ApplyError } from '../../../core/preview/preview-errors';

/**
 * Exhaustive matching: results are matched with `switch (error.kind)` and `default: return absurd(error)`, so a new
 * error kind fails the type check (`npm test` runs tsc over test/ too) at every match that forgot it. The functions
 * below would not compile without their @ts-expect-error: that is the proof.
 */
describe('exhaustive matching of domain errors', () => {
  it('fails to compile when a kind is missing (ConfirmError without ALREADY_CONFIRMED)', () => {
    const incomplete = (error: ConfirmError): string => {
      switch (error.kind) {
        case 'MISSING_TOKEN':
          return 'missing';
        case 'INVALID_LINK':
          return 'invalid';
        default:
          // @ts-expect-error ALREADY_CONFIRMED is not handled, so `error` is not `never` here.
          return absurd(error);
      }
    };
    expect(() => incomplete({ kind: 'ALREADY_CONFIRMED' })).toThrow();
  });

  it('fails to compile when a kind is missing (ApplyError without CALL_FAILED)', () => {
    const incomplete = (error: ApplyError): string => {
      switch (error.kind) {
        case 'GROUP_MISSING':
          return 'group';
        case 'REJECTED':
          return 'rejected';
        default:
          // @ts-expect-error CALL_FAILED is not handled.
          return absurd(error);
      }
    };
    expect(() => incomplete({ kind: 'CALL_FAILED', cause: { kind: 'TIMEOUT', message: 'late' } })).toThrow();
    expect(noticeForApply(E.left({ kind: 'CALL_FAILED', cause: { kind: 'TIMEOUT', message: 'late' } }))).toBe('APPLY_FAILED');
  });
});
