// @vitest-environment node
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { LogIn, SignInError } from '../../../core/session/log-in.use-case';
import { createSignIn } from '../../../core/session/sign-in.controller';
import { fieldErrors } from '../../../core/validation/form.reducer';

const answering =
  (answer: E.Either<SignInError, 'SUCCESS'>): LogIn =>
  () =>
  async () =>
    answer;

describe('sign-in controller', () => {
  it('signs in: the dialog says so', async () => {
    const signIn = createSignIn({ logIn: answering(E.right('SUCCESS')) });
    signIn.change({ email: 'anna@example.com', password: 'Kaffee123!' });
    await signIn.submit();
    expect(signIn.getSnapshot().dialog).toEqual({ phase: 'SUCCEEDED' });
  });

  it.each(['UNAUTHORIZED', 'SERVICE_UNAVAILABLE'] as const)('reports %s and does not keep the refused password', async (kind) => {
    const signIn = createSignIn({ logIn: answering(E.left({ kind })) });
    signIn.change({ email: 'anna@example.com', password: 'falsch' });
    await signIn.submit();
    expect(signIn.getSnapshot().dialog).toEqual({ phase: 'EDITING', failure: { kind } });
    expect(signIn.getSnapshot().form.values).toEqual({ email: 'anna@example.com', password: '' });
  });

  it('shows the field errors of an invalid form and sends nothing more', async () => {
    const signIn = createSignIn({ logIn: answering(E.left({ kind: 'INVALID_FORM', errors: { email: 'emailRequired' } })) });
    await signIn.submit();
    expect(signIn.getSnapshot().dialog).toEqual({ phase: 'EDITING' });
    expect(fieldErrors(signIn.getSnapshot().form)).toEqual({ email: 'emailRequired' });
  });

  it('starts empty again once the dialog was closed', async () => {
    const signIn = createSignIn({ logIn: answering(E.left({ kind: 'UNAUTHORIZED' })) });
    signIn.change({ email: 'anna@example.com' });
    await signIn.submit();
    signIn.reset();
    expect(signIn.getSnapshot().dialog).toEqual({ phase: 'EDITING' });
    expect(signIn.getSnapshot().form.values.email).toBe('');
  });
});
