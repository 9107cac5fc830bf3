// @vitest-environment node
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../core/country/country';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { readPreferencesPost, type PreferencesPost } from '../../../core/newsletter/preferences-post';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import {
  createSubscriberPreferences,
  type SubscriberPreferencesController,
} from '../../../core/newsletter/subscriber-preferences.controller';
import { PreferencesSnapshotCodec, type PreferencesSnapshot } from '../../../core/newsletter/subscriber-preferences.snapshot';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';

const waiting = { email: 'ida@example.org', status: 'WAITING_FOR_DOI' as const, topics: ['COFFEE' as const], firstName: 'Ida' };

const setup = (country: CountryCode = 'DE', initial?: PreferencesSnapshot) => {
  const gateway = new FakeNewsletterGateway();
  gateway.subscribers.set('t1', waiting);
  const deps = {
    loadSubscriber: loadSubscriber({ gateway }),
    saveSubscriberPreferences: saveSubscriberPreferences({ gateway, country }),
    unsubscribe: unsubscribe({ gateway }),
    country,
  };
  return { gateway, deps, prefs: createSubscriberPreferences(deps, initial) };
};

/** The page's answer to a post: the controller answers it, its snapshot is the page. */
const answerPreferencesPost = async (controller: SubscriberPreferencesController, post: PreferencesPost) => {
  await controller.answerPost(post);
  return controller.getSnapshot();
};

describe('subscriber preferences controller', () => {
  it('starts loading, then shows the subscriber with the form filled from the service', async () => {
    const { prefs } = setup();
    expect(prefs.getSnapshot().phase).toBe('loading');
    await prefs.load('t1');
    const snapshot = prefs.getSnapshot();
    expect(snapshot.phase).toBe('ready');
    expect(snapshot.subscriber).toEqual({ email: 'ida@example.org', status: 'WAITING_FOR_DOI' });
    expect(snapshot.form.values).toEqual({ salutation: '', firstName: 'Ida', lastName: '', topics: ['COFFEE'] });
  });

  it('says "not found" for an unknown or missing link and "load failed" when the service fails', async () => {
    const { prefs, gateway } = setup();
    await prefs.load('gone');
    expect(prefs.getSnapshot().phase).toBe('notFound');
    await prefs.load(undefined);
    expect(prefs.getSnapshot().phase).toBe('notFound');
    gateway.subscriber = () => async () => E.left({ kind: 'NETWORK', message: 'offline' });
    await prefs.load('t1');
    expect(prefs.getSnapshot().phase).toBe('loadFailed');
  });

  it('confirms the unsubscribe when the link of a subscriber who unsubscribed is opened again (410)', async () => {
    const { prefs, gateway } = setup();
    gateway.subscriber = () => async () => E.left({ kind: 'STATUS', status: 410, type: 'urn:newsletter:unsubscribed' });
    await prefs.load('t1');
    expect(prefs.getSnapshot().phase).toBe('unsubscribed');
  });

  it('saves the edited name and topics and says so; an edit afterwards hides the message', async () => {
    const { prefs, gateway } = setup();
    await prefs.load('t1');
    prefs.change({ salutation: 'MRS' }, 'salutation');
    prefs.change({ topics: ['COFFEE', 'SPORT'] });
    const saving = prefs.save();
    expect(prefs.getSnapshot().form.submitting).toBe(true);
    await saving;
    expect(gateway.updates).toEqual([{ token: 't1', request: { topics: ['COFFEE', 'SPORT'], salutation: 'MRS', firstName: 'Ida' } }]);
    expect(prefs.getSnapshot().outcome).toBe('saved');
    expect(prefs.getSnapshot().form.submitting).toBe(false);
    prefs.change({ lastName: 'K' });
    expect(prefs.getSnapshot().outcome).toBeNull();
  });

  it('validates a left field with the storefront rules and keeps an invalid form from the service', async () => {
    const { prefs, gateway } = setup('HU');
    await prefs.load('t1');
    prefs.change({ salutation: 'MRS' }, 'salutation');
    prefs.change({ firstName: 'www.spam.hu' });
    prefs.blur('firstName');
    expect(prefs.getSnapshot().form.fields.firstName).toEqual({ status: 'error', error: 'nameInvalid' });
    await prefs.save();
    // HU shows the family name first: the first invalid field in form order (required) keeps focus.
    expect(prefs.getSnapshot().form.errorKeptOn).toBe('lastName');
    expect(prefs.getSnapshot().form.fields.lastName).toEqual({ status: 'error', error: 'lastNameRequired' });
    expect(prefs.getSnapshot().outcome).toBeNull();
    expect(gateway.updates).toEqual([]);
  });

  it('says saving failed when the service refuses', async () => {
    const { prefs, gateway } = setup();
    await prefs.load('t1');
    gateway.subscribers.delete('t1');
    await prefs.save();
    expect(prefs.getSnapshot().outcome).toBe('failed');
  });

  it('saves once while a save is on its way', async () => {
    const { prefs, gateway } = setup();
    await prefs.load('t1');
    await Promise.all([prefs.save(), prefs.save()]);
    expect(gateway.updates).toHaveLength(1);
  });

  it('unsubscribes, or says that unsubscribing failed', async () => {
    const failing = setup();
    await failing.prefs.load('t1');
    failing.gateway.unsubscribeFailure = { kind: 'NETWORK', message: 'offline' };
    await failing.prefs.unsubscribe();
    expect(failing.prefs.getSnapshot()).toMatchObject({ phase: 'ready', outcome: 'unsubscribeFailed' });
    const { prefs, gateway } = setup();
    await prefs.load('t1');
    await prefs.unsubscribe();
    expect(prefs.getSnapshot()).toMatchObject({ phase: 'unsubscribed', outcome: null });
    expect(gateway.unsubscribed).toEqual(['t1']);
  });

  it('tells subscribers of each change, and the same snapshot object until something changes', async () => {
    const { prefs } = setup();
    const seen: PreferencesSnapshot[] = [];
    const stop = prefs.subscribe(() => seen.push(prefs.getSnapshot()));
    await prefs.load('t1');
    expect(seen.at(-1)?.phase).toBe('ready');
    const before = prefs.getSnapshot();
    prefs.send({ type: 'focus', field: 'firstName' });
    prefs.send({ type: 'focus', field: 'firstName' });
    expect(prefs.getSnapshot().form.touched).toEqual(['firstName']);
    stop();
    const count = seen.length;
    prefs.send({ type: 'change', values: { firstName: 'Ada' } });
    expect(seen).toHaveLength(count);
    expect(prefs.getSnapshot()).not.toBe(before);
  });

  it('round-trips its snapshot through JSON and continues from it (the server decides, the browser goes on)', async () => {
    const server = setup();
    await server.prefs.load('t1');
    server.prefs.change({ firstName: 'www.x.de' });
    server.prefs.blur('firstName');
    const decoded = PreferencesSnapshotCodec.decode(
      JSON.parse(JSON.stringify(PreferencesSnapshotCodec.encode(server.prefs.getSnapshot()))),
    );
    if (E.isLeft(decoded)) throw new Error('The snapshot did not decode.');
    expect(decoded.right).toEqual(JSON.parse(JSON.stringify(server.prefs.getSnapshot())));
    const browser = setup('DE', decoded.right);
    expect(browser.prefs.getSnapshot().form.fields.firstName.error).toBe('nameInvalid');
    browser.prefs.change({ firstName: 'Ada' });
    await browser.prefs.save();
    expect(browser.gateway.updates).toEqual([{ token: 't1', request: { topics: ['COFFEE'], firstName: 'Ada' } }]);
  });

  it('refuses a snapshot that is not one', () => {
    expect(E.isLeft(PreferencesSnapshotCodec.decode({ phase: 'ready' }))).toBe(true);
  });
});

describe('preferences posted without JavaScript', () => {
  it('reads the post: known values only, the unsubscribe button unsubscribes, anything else saves', () => {
    const post = readPreferencesPost(
      { salutation: ['KING'], firstName: ['Ida'], lastName: [''], topics: ['COFFEE', 'TEA', 'SPORT'], intent: ['unsubscribe'] },
      'from-address',
    );
    expect(post).toEqual({
      intent: 'unsubscribe',
      token: 'from-address',
      values: { salutation: '', firstName: 'Ida', lastName: '', topics: ['COFFEE', 'SPORT'] },
    });
    expect(readPreferencesPost({ token: ['t1'], intent: ['anything'] }, 'other')).toMatchObject({ intent: 'save', token: 't1' });
  });

  it('loads the subscriber, takes the posted values and saves them through the controller', async () => {
    const { prefs, gateway } = setup();
    const answer = await answerPreferencesPost(
      prefs,
      readPreferencesPost({ token: ['t1'], firstName: ['Ada'], topics: ['KIDS'] }, undefined),
    );
    expect(answer).toMatchObject({ phase: 'ready', outcome: 'saved', form: { values: { firstName: 'Ada', topics: ['KIDS'] } } });
    expect(gateway.updates).toEqual([{ token: 't1', request: { topics: ['KIDS'], firstName: 'Ada' } }]);
  });

  it('answers field errors with the values kept, unsubscribes, and stops at an unknown link', async () => {
    const invalid = setup('PL');
    const answer = await answerPreferencesPost(invalid.prefs, readPreferencesPost({ token: ['t1'], lastName: ['www.spam.pl'] }, undefined));
    expect(answer.form.fields.lastName).toEqual({ status: 'error', error: 'nameInvalid' });
    expect(answer.form.values.lastName).toBe('www.spam.pl');
    expect(invalid.gateway.updates).toEqual([]);
    const leaving = setup();
    expect(
      (await answerPreferencesPost(leaving.prefs, readPreferencesPost({ token: ['t1'], intent: ['unsubscribe'] }, undefined))).phase,
    ).toBe('unsubscribed');
    const unknown = setup();
    expect((await answerPreferencesPost(unknown.prefs, readPreferencesPost({ token: ['gone'] }, undefined))).phase).toBe('notFound');
    expect(unknown.gateway.updates).toEqual([]);
  });
});
