// @vitest-environment node
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ConfirmError } from '../../../core/newsletter/confirm-subscription.use-case';
import { confirmSubscription } from '../../../core/newsletter/confirm-subscription.use-case';
import {
  confirmationOf,
  ConfirmationSnapshotCodec,
  createConfirmation,
  type ConfirmationSnapshot,
} from '../../../core/newsletter/confirm-subscription.controller';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';
import { RecordingLogger } from '../../fakes/recording-logger';

const setup = (initial?: ConfirmationSnapshot) => {
  const gateway = new FakeNewsletterGateway();
  gateway.subscribers.set('t1', { email: 'ida@example.org', status: 'WAITING_FOR_DOI', topics: [] });
  return {
    gateway,
    confirmation: createConfirmation({ confirm: confirmSubscription({ gateway, logger: new RecordingLogger() }) }, initial),
  };
};

describe('double opt-in confirmation controller', () => {
  it('offers the button and confirms nothing until it is pressed', () => {
    const { confirmation, gateway } = setup();
    expect(confirmation.getSnapshot()).toEqual({ state: 'ready', preferencesToken: null });
    expect(gateway.confirmations).toEqual([]);
  });

  it('confirms once on the button, checking meanwhile, and keeps the preferences token the service named', async () => {
    const { confirmation, gateway } = setup();
    const states: string[] = [];
    confirmation.subscribe(() => states.push(confirmation.getSnapshot().state));
    const pressed = confirmation.confirm('t1');
    void confirmation.confirm('t1');
    await pressed;
    expect(states).toEqual(['checking', 'confirmed']);
    expect(confirmation.getSnapshot()).toEqual({ state: 'confirmed', preferencesToken: 'prefs-t1' });
    expect(gateway.confirmations).toEqual(['t1']);
    await confirmation.confirm('t1');
    expect(gateway.confirmations).toEqual(['t1']);
  });

  it('says a link used before is already confirmed, and an unknown or missing one failed', async () => {
    const used = setup();
    used.gateway.subscribers.set('t1', { email: 'ida@example.org', status: 'SUBSCRIBED', topics: [] });
    await used.confirmation.confirm('t1');
    expect(used.confirmation.getSnapshot().state).toBe('already');
    const unknown = setup();
    unknown.confirmation.send({ type: 'confirm', token: 'nope' });
    await new Promise<void>((resolve) => unknown.confirmation.subscribe(() => resolve()));
    expect(unknown.confirmation.getSnapshot().state).toBe('failed');
    const missing = setup();
    await missing.confirmation.confirm('  ');
    expect(missing.confirmation.getSnapshot().state).toBe('failed');
  });

  it('continues from the state the server decided (a posted confirmation), asking nothing again', async () => {
    const { confirmation, gateway } = setup({ state: 'confirmed', preferencesToken: 'p' });
    await confirmation.confirm('t1');
    expect(confirmation.getSnapshot()).toEqual({ state: 'confirmed', preferencesToken: 'p' });
    expect(gateway.confirmations).toEqual([]);
  });

  it('maps every result once, for the page and the server alike', () => {
    expect(confirmationOf(E.right({}))).toEqual({ state: 'confirmed', preferencesToken: null });
    const cases: Array<[ConfirmError, string]> = [
      [{ kind: 'ALREADY_CONFIRMED' }, 'already'],
      [{ kind: 'INVALID_LINK' }, 'failed'],
      [{ kind: 'MISSING_TOKEN' }, 'failed'],
    ];
    for (const [error, state] of cases) expect(confirmationOf(E.left(error))).toEqual({ state, preferencesToken: null });
  });

  it('decodes its snapshot and refuses others', () => {
    expect(ConfirmationSnapshotCodec.decode({ state: 'already', preferencesToken: null })).toEqual(
      E.right({ state: 'already', preferencesToken: null }),
    );
    expect(E.isLeft(ConfirmationSnapshotCodec.decode({ state: 'done', preferencesToken: null }))).toBe(true);
  });
});
