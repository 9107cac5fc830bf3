import { advanceClock } from '../clock-events';
import { controlRoutes } from '../http/guarded-handlers';
import { json } from '../http/router';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';

/** The emulator's own clock: shows it and moves it forward (POST /emulator/api/clock/advance {days}). */
export const clockModule: EmulatorModule = {
  name: 'clock',
  setup({ router, clock, config }) {
    const control = controlRoutes(router, () => config.origin);
    control.on('GET', '/emulator/api/clock', ({ res }) => json(res, 200, { now: new Date(clock.now()).toISOString() }));
    control.on('POST', '/emulator/api/clock/advance', async (ctx) => {
      const body = await ctx.body();
      const days = typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : undefined;
      if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > 3650) {
        json(ctx.res, 400, { type: 'urn:emulator:invalid_days', detail: 'days must be a number from 0 to 3650.' });
        return;
      }
      advanceClock(clock, days * 86_400_000);
      json(ctx.res, 200, { now: new Date(clock.now()).toISOString() });
    });
  },
  control: ({ clock }) => html`<p>Emulator time: <time>${new Date(clock.now()).toISOString()}</time></p>`,
};
