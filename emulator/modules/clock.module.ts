import { advanceClock } from '../clock-events';
import { json, problem } from '../http/answers';
import { readJson } from '../http/request-body';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';

/** The emulator's own clock: shows it and moves it forward (POST /emulator/api/clock/advance {days}). */
export const clockModule: EmulatorModule = {
  name: 'clock',
  setup({ app, clock }) {
    app.get('/emulator/api/clock', (c) => json(c, 200, { now: new Date(clock.now()).toISOString() }));
    app.post('/emulator/api/clock/advance', async (c) => {
      const body = await readJson(c);
      const days = typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : undefined;
      if (typeof days !== 'number' || !Number.isFinite(days) || days < 0 || days > 3650) {
        return problem(c, 400, 'urn:emulator:invalid_days', 'days must be a number from 0 to 3650.');
      }
      advanceClock(clock, days * 86_400_000);
      return json(c, 200, { now: new Date(clock.now()).toISOString() });
    });
  },
  control: ({ clock }) => html`<p>Emulator time: <time>${new Date(clock.now()).toISOString()}</time></p>`,
};
