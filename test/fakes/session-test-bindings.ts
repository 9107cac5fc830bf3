import type { Container } from '../../composition/container';
import { bindSessionUseCases } from '../../composition/features/session/bindings';
import { bindRefreshScheduler } from '../../composition/features/session/refresh';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import type { FakeClock } from './fake-clock';
import { DomLookMonitor } from '../../adapters/browser/dom-look-monitor';
import { FakeActivity, FakeLooks, FakeSessionGateway, FakeTimer, FakeVisibility, MemoryLock } from './session-fakes';
import { resolveFake } from './resolve-fake';

/** The session fakes a test container holds. */
export interface SessionFakes {
  readonly gateway: FakeSessionGateway;
  readonly timer: FakeTimer;
  readonly activity: FakeActivity;
  readonly visibility: FakeVisibility;
  readonly looks: FakeLooks;
  readonly lock: MemoryLock;
}

/** Binds fakes for every session port, then the real session use cases over them (as composition does). */
export const bindSessionFakes = (container: Container, clock: FakeClock): SessionFakes => {
  const fakes: SessionFakes = {
    gateway: new FakeSessionGateway(),
    timer: new FakeTimer(clock),
    activity: new FakeActivity(),
    visibility: new FakeVisibility(),
    // In a DOM test (jsdom) the document's own looks count too, as the browser adapter reads them.
    looks: new FakeLooks(typeof window === 'undefined' ? undefined : new DomLookMonitor(window, document)),
    lock: new MemoryLock(),
  };
  container.bind(SESSION_TOKENS.gateway).toConstantValue(fakes.gateway);
  container.bind(SESSION_TOKENS.timer).toConstantValue(fakes.timer);
  container.bind(SESSION_TOKENS.activity).toConstantValue(fakes.activity);
  container.bind(SESSION_TOKENS.visibility).toConstantValue(fakes.visibility);
  container.bind(SESSION_TOKENS.looks).toConstantValue(fakes.looks);
  container.bind(SESSION_TOKENS.lock).toConstantValue(fakes.lock);
  // The scheduler is bound at once (in the browser its chunk is loaded on first need).
  bindRefreshScheduler(container);
  bindSessionUseCases(container, () => Promise.resolve(true));
  return fakes;
};

/** The session fakes bound in a test container. */
export const sessionFakesOf = (container: Container): SessionFakes => ({
  gateway: resolveFake(container, SESSION_TOKENS.gateway, FakeSessionGateway),
  timer: resolveFake(container, SESSION_TOKENS.timer, FakeTimer),
  activity: resolveFake(container, SESSION_TOKENS.activity, FakeActivity),
  visibility: resolveFake(container, SESSION_TOKENS.visibility, FakeVisibility),
  looks: resolveFake(container, SESSION_TOKENS.looks, FakeLooks),
  lock: resolveFake(container, SESSION_TOKENS.lock, MemoryLock),
});
