import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import type {
  Confirmation,
  CustomerBaseData,
  Subscriber,
  UpdateSubscriberRequest,
} from '../../core/newsletter/newsletter-subscriber.codec';
import type { Tracking, TrackingEvent } from '../../core/shared/tracking.port';

/** An in-memory newsletter service: records every call; answers can be set per test, and sign-ups can be held open. */
export class FakeNewsletterGateway implements NewsletterGateway {
  readonly subscriptions: SubscriptionPayload[] = [];
  readonly baseDataTokens: string[] = [];
  readonly confirmations: string[] = [];
  readonly updates: Array<{ token: string; request: UpdateSubscriberRequest }> = [];
  readonly unsubscribed: string[] = [];
  /** The answer of the next unsubscribes; undefined unsubscribes a known token. */
  unsubscribeFailure: HttpFailure | undefined;
  /** The answer of the next sign-ups. */
  subscribeAnswer: E.Either<HttpFailure, void> = E.right(undefined);
  /** Base data for any login token; undefined answers 401. */
  baseData: CustomerBaseData | undefined;
  /** Subscribers by mail token; a token never confirmed before confirms once. */
  readonly subscribers = new Map<string, Subscriber>();
  private held: Array<() => void> = [];
  private holding = false;

  /** Keeps sign-ups pending until release() (to look at the submitting state). */
  hold(): void {
    this.holding = true;
  }
  /** Lets every pending sign-up answer. */
  release(): void {
    this.holding = false;
    this.held.splice(0).forEach((resume) => resume());
  }

  subscribe(payload: SubscriptionPayload): TE.TaskEither<HttpFailure, void> {
    return async () => {
      this.subscriptions.push(payload);
      if (this.holding) await new Promise<void>((resume) => this.held.push(resume));
      return this.subscribeAnswer;
    };
  }
  customerBaseData(loginToken: string): TE.TaskEither<HttpFailure, CustomerBaseData> {
    this.baseDataTokens.push(loginToken);
    return this.baseData ? TE.right(this.baseData) : TE.left({ kind: 'STATUS', status: 401, type: 'urn:newsletter:unauthorized' });
  }
  subscriber(token: string): TE.TaskEither<HttpFailure, Subscriber> {
    const found = this.subscribers.get(token);
    return found ? TE.right(found) : TE.left({ kind: 'STATUS', status: 404, type: 'urn:newsletter:subscriber_not_found' });
  }
  confirm(token: string): TE.TaskEither<HttpFailure, Confirmation> {
    const found = this.subscribers.get(token);
    if (!found) return TE.left({ kind: 'STATUS', status: 404, type: 'urn:newsletter:subscriber_not_found' });
    if (found.status === 'SUBSCRIBED') return TE.left({ kind: 'STATUS', status: 409, type: 'urn:newsletter:already_confirmed' });
    this.confirmations.push(token);
    this.subscribers.set(token, { ...found, status: 'SUBSCRIBED' });
    // As the service does: preferences open with a token of their own.
    this.subscribers.set(`prefs-${token}`, { ...found, status: 'SUBSCRIBED' });
    return TE.right({ preferencesToken: `prefs-${token}` });
  }
  unsubscribe(token: string): TE.TaskEither<HttpFailure, void> {
    if (this.unsubscribeFailure) return TE.left(this.unsubscribeFailure);
    if (!this.subscribers.delete(token)) return TE.left({ kind: 'STATUS', status: 404, type: 'urn:newsletter:subscriber_not_found' });
    this.unsubscribed.push(token);
    return TE.right(undefined);
  }
  update(token: string, request: UpdateSubscriberRequest): TE.TaskEither<HttpFailure, void> {
    const found = this.subscribers.get(token);
    if (!found) return TE.left({ kind: 'STATUS', status: 404, type: 'urn:newsletter:subscriber_not_found' });
    this.updates.push({ token, request });
    this.subscribers.set(token, { ...found, ...request });
    return TE.right(undefined);
  }
}

/** Tracking that keeps every event. */
export class RecordingTracking implements Tracking {
  readonly events: TrackingEvent[] = [];
  track(event: TrackingEvent): void {
    this.events.push(event);
  }
}
