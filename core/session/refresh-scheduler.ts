import * as E from 'fp-ts/Either';
import { unreachable } from '../shared/unreachable';
import type { Clock } from '../shared/clock.port';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { ActivityMonitor } from './activity-monitor.port';
import type { PageVisibility } from './page-visibility.port';
import { classifyLoginToken, platformSkipsRefresh, stopsRefresh } from './refresh-policy';
import type { RefreshCheckResult, RunRefreshCheck } from './run-refresh-check.use-case';
import { COOKIE_NAMES } from '../shared/cookie-names';
import type { Timer } from './timer.port';
import { REFRESH_TIMING } from './refresh-timing';

/** How long after a token's expiry a phone's page reads the session again (the cookie is gone by then). */
const EXPIRY_MARGIN_MS = 1_000;

/** DISABLED: phone or tablet platform; WAITING: no login cookie yet; RUNNING: checking; PAUSED: tab hidden; STOPPED: outcome 1, 3 or 5. */
export type SchedulerPhase = 'IDLE' | 'DISABLED' | 'WAITING' | 'RUNNING' | 'PAUSED' | 'STOPPED';

/** The ports the scheduler is driven by, and the check it runs. */
export interface RefreshSchedulerDeps {
  readonly clock: Clock;
  readonly timer: Timer;
  readonly activity: ActivityMonitor;
  readonly visibility: PageVisibility;
  readonly cookies: CookieJar;
  /** One refresh check, told whether the user was active since the last one. */
  readonly check: RunRefreshCheck;
}

/** Runs refresh checks on a timer while the tab is visible, and stops on outcomes 1, 3 and 5 (spec 4.3). */
export class RefreshScheduler {
  private phase: SchedulerPhase = 'IDLE';
  private mode: 'WAITING' | 'RUNNING' = 'WAITING';
  private active = false;
  private checking = false;
  private dueAt = 0;
  /** Counts starts, so a check still running from before a restart or stop leaves no trace. */
  private generation = 0;
  private cancelTimer: (() => void) | undefined;
  private unsubscribe: Array<() => void> = [];
  private readonly listeners = new Set<(result: RefreshCheckResult | undefined) => void>();

  constructor(private readonly deps: RefreshSchedulerDeps) {}

  /** The current phase. */
  state(): SchedulerPhase {
    return this.phase;
  }

  /** Calls the listener after every check (with its result) and every waiting poll (undefined). */
  observe(listener: (result: RefreshCheckResult | undefined) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts, or starts over after a stop (e.g. after a login or logout in this tab). Nothing runs on phone or tablet. */
  start(): void {
    this.stop();
    this.generation += 1;
    this.checking = false;
    if (platformSkipsRefresh(this.deps.cookies.get(COOKIE_NAMES.platform))) {
      this.phase = 'DISABLED';
      this.watchExpiry();
      return;
    }
    this.active = false;
    this.mode = this.hasLoginCookie() ? 'RUNNING' : 'WAITING';
    this.unsubscribe = [
      this.deps.activity.onActivity(() => {
        this.active = true;
      }),
      this.deps.visibility.onChange((visible) => (visible ? this.resume() : this.pause())),
    ];
    this.dueAt = this.deps.clock.now() + this.interval();
    if (this.deps.visibility.isVisible()) this.schedule(this.interval());
    else this.phase = 'PAUSED';
  }

  /** Stops every timer and listener. */
  stop(): void {
    this.cancel();
    this.generation += 1;
    this.unsubscribe.forEach((remove) => remove());
    this.unsubscribe = [];
    if (this.phase !== 'IDLE') this.phase = 'STOPPED';
  }

  private interval(): number {
    return this.mode === 'RUNNING' ? REFRESH_TIMING.checkIntervalMs : REFRESH_TIMING.waitingIntervalMs;
  }
  private hasLoginCookie(): boolean {
    return Boolean(this.deps.cookies.get(COOKIE_NAMES.loginToken));
  }
  private cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  private schedule(delayMs: number): void {
    this.cancel();
    this.phase = this.mode;
    this.dueAt = this.deps.clock.now() + delayMs;
    this.cancelTimer = this.deps.timer.after(delayMs, () => {
      this.cancelTimer = undefined;
      void this.tick();
    });
  }

  private pause(): void {
    if (this.phase !== 'WAITING' && this.phase !== 'RUNNING') return;
    this.cancel();
    this.phase = 'PAUSED';
  }

  /** Resumes where the interval stood: time spent hidden counts, so a tab shown after a long time checks at once. */
  private resume(): void {
    if (this.phase !== 'PAUSED' || this.checking) return;
    this.schedule(Math.max(0, this.dueAt - this.deps.clock.now()));
  }

  private async tick(): Promise<void> {
    if (this.mode === 'WAITING') {
      if (!this.hasLoginCookie()) {
        this.emit(undefined);
        this.schedule(this.interval());
        return;
      }
      this.mode = 'RUNNING';
    }
    const generation = this.generation;
    this.checking = true;
    const active = this.active;
    this.active = false;
    const checked = await this.deps.check(active)();
    if (generation !== this.generation) return;
    const result = E.isRight(checked) ? checked.right : unreachable(checked.left);
    this.checking = false;
    if (result.kind === 'SKIPPED' && result.reason === 'PLATFORM') {
      this.stop();
      this.phase = 'DISABLED';
      this.watchExpiry();
    } else if (result.kind === 'OUTCOME' && stopsRefresh(result.outcome)) this.stop();
    else if (!this.deps.visibility.isVisible()) {
      this.dueAt = this.deps.clock.now() + this.interval();
      this.phase = 'PAUSED';
    } else this.schedule(this.interval());
    this.emit(result);
  }

  /**
   * On a phone or tablet nothing renews the login token (spec 3.4), but it still ends: one timer at its expiry tells
   * the observers (the session status reads the cookie again, so header and footer show the shopper signed out
   * without a reload). A token already expired, or none, needs no timer.
   */
  private watchExpiry(): void {
    const token = classifyLoginToken(this.deps.cookies.get(COOKIE_NAMES.loginToken), this.deps.clock.now());
    if (token.kind !== 'DUE' && token.kind !== 'NOT_DUE') return;
    const generation = this.generation;
    // A second after the expiry: the browser has dropped the cookie by then.
    const delayMs = Math.max(0, token.payload.exp * 1000 - this.deps.clock.now()) + EXPIRY_MARGIN_MS;
    this.cancelTimer = this.deps.timer.after(delayMs, () => {
      this.cancelTimer = undefined;
      if (generation !== this.generation) return;
      this.emit(undefined);
      this.watchExpiry();
    });
  }

  private emit(result: RefreshCheckResult | undefined): void {
    this.listeners.forEach((listener) => listener(result));
  }
}
