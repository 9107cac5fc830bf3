import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT, takeEarlyEvents } from '../../adapters/browser/early-events';
import { holdFirstTaps, type FirstTaps } from '../../adapters/browser/first-tap';
import { hydrateAndResume, readFields, resumeIsland } from '../../composition/island-resume';

/**
 * The first-tap table: for every kind of control, what a shopper does before the island's code runs is replayed as
 * exactly the action the same event takes once the island is awake, once. Three ways in: the island awake from the
 * start (the reference), the event held by the loader (code late), and the event recorded by the early contract before
 * the loader ran, then held. The "island" is a stand-in with handlers on its controls, as React puts them there.
 */

/** What the page did: the island's actions, the platform's, and what the browser sent without JavaScript. */
let log: string[] = [];

/** The island's markup: every kind of control a storefront island has. */
const MARKUP = `
  <section data-island="demo">
    <button type="button" data-testid="own">Weitere Angaben</button>
    <div role="button" tabindex="0" data-testid="role">Schließen</div>
    <a href="/elsewhere" data-island-click data-testid="link">Mehr lesen</a>
    <button type="button" commandfor="dialog" command="show-modal" data-testid="invoker">Anmelden</button>
    <dialog id="dialog"><p>Anmelden</p></dialog>
    <form action="/preferences" data-testid="form">
      <input name="firstName" aria-label="Vorname" />
      <input type="checkbox" name="topics" value="coffee" aria-label="Kaffee" />
      <select name="country" aria-label="Land wählen">
        <option value="de" selected>Deutschland</option>
        <option value="pl">Polska</option>
      </select>
      <button type="submit" name="intent" value="save">Einstellungen speichern</button>
      <button type="submit" name="intent" value="unsubscribe" formaction="/unsubscribe">Newsletter abbestellen</button>
    </form>
  </section>`;

/** The island's own handlers, as its code attaches them (delegated on its root, like React). */
const bindIsland = (root: HTMLElement): void => {
  let browsing = false;
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const own = target?.closest('[data-testid="own"], [data-testid="role"], [data-testid="link"]');
    if (own) {
      event.preventDefault();
      log.push(`island:${own.getAttribute('data-testid') ?? ''}`);
    }
    if (target instanceof HTMLButtonElement && target.value === 'unsubscribe') {
      // The unsubscribe button's own action (the form's save never runs for it).
      event.preventDefault();
      log.push('island:unsubscribe');
    }
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    log.push(`island:submit:${submitter?.value ?? 'none'}`);
  });
  root.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'checkbox') log.push(`island:topic:${String(target.checked)}`);
    if (target instanceof HTMLSelectElement) log.push(`island:${browsing ? 'browse' : 'go'}:${target.value}`);
    browsing = false;
  });
  root.addEventListener('keydown', (event) => {
    browsing = event.target instanceof HTMLSelectElement && event.key.startsWith('Arrow');
  });
};

/** The platform: invoker commands (as a browser with them answers, or the polyfill), and forms sent natively. */
const platform = {
  click: (event: Event) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    if (invoker) log.push(`platform:${invoker.getAttribute('command') ?? ''}`);
  },
  submit: (event: Event) => {
    if (event.defaultPrevented) return;
    // Sent without JavaScript: where to and with which button's value (jsdom does not navigate).
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = new URL(submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '', 'http://shop.test').pathname;
    log.push(`native:${action}:${submitter ? `${submitter.name}=${submitter.value}` : ''}`);
  },
};

let taps: FirstTaps | undefined;
const mount = (): HTMLElement => {
  document.body.innerHTML = MARKUP;
  return document.querySelector<HTMLElement>('[data-island]') as HTMLElement;
};
window.addEventListener('click', platform.click);
window.addEventListener('submit', platform.submit);

afterEach(() => {
  taps?.stop();
  taps = undefined;
  document.body.innerHTML = '';
  log = [];
});

/** The island's code, held back until the test lets it through (as the journeys hold a slow phone's scripts). */
let arrive = (): void => undefined;
let arrived = Promise.resolve();
const holdCode = () => {
  arrived = new Promise<void>((done) => {
    arrive = done;
  });
};

/** The island's run: its code arrives, it hydrates (binds), then it is handed what was held, as the runtime does. */
const run = (root: HTMLElement) => async (held: Parameters<typeof resumeIsland>[2]) => {
  await arrived;
  const before = readFields(root);
  held.release();
  bindIsland(root);
  resumeIsland(root, before, held);
};

type Act = (user: ReturnType<typeof userEvent.setup>, root: HTMLElement) => Promise<void>;
const within = (root: HTMLElement) => ({
  button: (name: string) =>
    [...root.querySelectorAll<HTMLElement>('button, [role="button"], a')].find(
      (element) => element.textContent?.trim() === name,
    ) as HTMLElement,
  field: (label: string) => root.querySelector<HTMLElement>(`[aria-label="${label}"]`) as HTMLElement,
});
/** A closed select moved by an arrow key, as Chromium does on Linux and Windows: the key, then the change. */
const arrowDown = (select: HTMLSelectElement): void => {
  select.focus();
  select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  select.selectedIndex += 1;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

/** Each row: a control kind, what the shopper does (twice where a second tap must not count), and the awake action. */
const TABLE: ReadonlyArray<{ readonly kind: string; readonly act: Act; readonly action: readonly string[] }> = [
  {
    kind: 'a button with its own action, tapped twice',
    act: async (user, root) => {
      await user.click(within(root).button('Weitere Angaben'));
      await user.click(within(root).button('Weitere Angaben'));
    },
    action: ['island:own', 'island:own'],
  },
  {
    kind: 'a role=button element',
    act: (user, root) => user.click(within(root).button('Schließen')),
    action: ['island:role'],
  },
  {
    kind: 'a submit button with its own action and a formaction (Newsletter abbestellen)',
    act: (user, root) => user.click(within(root).button('Newsletter abbestellen')),
    action: ['island:unsubscribe'],
  },
  {
    kind: 'a submit button with name and value (Einstellungen speichern)',
    act: (user, root) => user.click(within(root).button('Einstellungen speichern')),
    action: ['island:submit:save'],
  },
  {
    kind: 'Enter in a text field (the form’s default button)',
    act: async (user, root) => {
      await user.click(within(root).field('Vorname'));
      await user.keyboard('Ida{Enter}');
    },
    action: ['island:submit:save'],
  },
  {
    kind: 'an invoker command button (the platform answers)',
    act: (user, root) => user.click(within(root).button('Anmelden')),
    action: ['platform:show-modal'],
  },
  {
    kind: 'a checkbox',
    act: (user, root) => user.click(within(root).field('Kaffee')),
    action: ['island:topic:true'],
  },
  {
    kind: 'a select changed by pointer',
    act: (user, root) => user.selectOptions(within(root).field('Land wählen'), 'pl'),
    action: ['island:go:pl'],
  },
  {
    kind: 'a select changed by keyboard',
    act: async (_user, root) => arrowDown(within(root).field('Land wählen') as HTMLSelectElement),
    action: ['island:browse:pl'],
  },
  {
    kind: 'a link the island takes over',
    act: (user, root) => user.click(within(root).button('Mehr lesen')),
    action: ['island:link'],
  },
];

/** Runs a row with the island awake from the start: the reference action. */
const awake = async (act: Act): Promise<string[]> => {
  const root = mount();
  bindIsland(root);
  await act(userEvent.setup(), root);
  return log.splice(0);
};

/** Runs a row with the island's code late: held by the first-tap module, replayed when it runs. */
const held = async (act: Act): Promise<string[]> => {
  const root = mount();
  holdCode();
  taps = holdFirstTaps(root, run(root), { failure: 'not loaded' });
  await act(userEvent.setup(), root);
  arrive();
  await taps.wake();
  return log.splice(0);
};

/** Runs a row before the loader: recorded by the early contract, then handed to the module, then the island runs. */
const recorded = async (act: Act): Promise<string[]> => {
  const root = mount();
  new Function(EARLY_EVENTS_SCRIPT)();
  await act(userEvent.setup(), root);
  const early = takeEarlyEvents();
  early?.stop();
  holdCode();
  taps = holdFirstTaps(root, run(root), { failure: 'not loaded' });
  for (const event of early?.events ?? []) taps.handle(event, true);
  arrive();
  await taps.wake();
  return log.splice(0);
};

describe('the first tap, replayed as the action it takes awake, once', () => {
  it.each(TABLE)('$kind: awake, it takes its action', async ({ act, action }) => {
    expect(await awake(act)).toEqual(action);
  });

  it.each(TABLE)('$kind: held until the code runs, then the same action, once', async ({ act, action }) => {
    // Two taps before the code are one request: a button tapped twice runs its action once.
    expect(await held(act)).toEqual([...new Set(action)]);
  });

  it.each(TABLE.filter((row) => !row.kind.startsWith('a submit') && !row.kind.startsWith('Enter')))(
    '$kind: recorded before the loader, then the same action, once',
    async ({ act, action }) => {
      expect(await recorded(act)).toEqual([...new Set(action)]);
    },
  );

  it('a form posted before the loader goes to the server the no-JavaScript way, once, with the pressed button', async () => {
    expect(
      await recorded(async (user, root) => {
        await user.click(within(root).button('Newsletter abbestellen'));
        await user.click(within(root).button('Newsletter abbestellen'));
      }),
    ).toEqual(['native:/unsubscribe:intent=unsubscribe']);
  });

  it('a send held while the code cannot load goes the no-JavaScript way, once, with the pressed button and its formaction', async () => {
    const root = mount();
    holdCode();
    taps = holdFirstTaps(
      root,
      async () => {
        await arrived;
        throw new Error('offline');
      },
      { failure: 'not loaded' },
    );
    const user = userEvent.setup();
    const error = console.error;
    console.error = () => undefined;
    await user.click(within(root).button('Newsletter abbestellen'));
    await user.click(within(root).button('Newsletter abbestellen'));
    arrive();
    await taps.wake();
    console.error = error;
    expect(log).toEqual(['native:/unsubscribe:intent=unsubscribe']);
  });

  it('a form sent twice while held is sent once, and shows its busy state meanwhile', async () => {
    const root = mount();
    holdCode();
    taps = holdFirstTaps(root, run(root), { failure: 'not loaded' });
    const user = userEvent.setup();
    await user.click(within(root).button('Einstellungen speichern'));
    await user.click(within(root).button('Einstellungen speichern'));
    expect(root.querySelector('form')?.hasAttribute('data-sending')).toBe(true);
    arrive();
    await taps.wake();
    expect(log).toEqual(['island:submit:save']);
    expect(root.querySelector('form')?.hasAttribute('data-sending')).toBe(false);
  });
});

/** Lets the browser present a frame and run what it scheduled after it (the moment an island's wake starts). */
const afterNextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

describe('what wakes an island', () => {
  /** Holds the island's taps and counts its runs (its code never arrives here). */
  const watched = () => {
    const root = mount();
    const runs: string[] = [];
    taps = holdFirstTaps(
      root,
      () => {
        runs.push('run');
        return new Promise<void>(() => undefined);
      },
      { failure: 'not loaded' },
    );
    return { root, runs };
  };

  it('a pointer down only records: nothing wakes until the press becomes a click, a focus or a key', async () => {
    const { root, runs } = watched();
    within(root)
      .button('Weitere Angaben')
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await afterNextPaint();
    await afterNextPaint();
    expect(runs).toEqual([]);
    await userEvent.setup().click(within(root).button('Weitere Angaben'));
    await afterNextPaint();
    expect(runs).toEqual(['run']);
  });

  it('a submit button wakes its island with the send, not with its press or its focus', async () => {
    const { root, runs } = watched();
    const send = within(root).button('Einstellungen speichern');
    send.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    send.focus();
    send.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await afterNextPaint();
    await afterNextPaint();
    expect(runs).toEqual([]);
    send.click();
    await afterNextPaint();
    expect(runs).toEqual(['run']);
    expect(log).toEqual([]);
  });

  it('a field’s focus wakes its island (typing follows)', async () => {
    const { root, runs } = watched();
    within(root).field('Vorname').focus();
    await afterNextPaint();
    expect(runs).toEqual(['run']);
  });
});

describe('while the island hydrates in slices', () => {
  it('its handlers see nothing until the hand-over, and a tap, a send and typed text meanwhile are answered once, by it', async () => {
    const root = mount();
    let hydrated: () => void = () => undefined;
    taps = holdFirstTaps(
      root,
      (held) =>
        // The island's handlers go on at the start of its hydration (as React's at hydrateRoot), which ends later.
        hydrateAndResume(root, held, (done) => {
          bindIsland(root);
          hydrated = done;
        }),
      { failure: 'not loaded' },
    );
    const user = userEvent.setup();
    await user.click(within(root).button('Weitere Angaben'));
    await afterNextPaint();
    // Hydrating: the shopper taps, types and sends.
    await user.click(within(root).button('Weitere Angaben'));
    await user.type(within(root).field('Vorname'), 'Anna');
    await user.click(within(root).button('Einstellungen speichern'));
    expect(log).toEqual([]);
    hydrated();
    await taps.wake();
    expect(log).toEqual(['island:own', 'island:submit:save']);
    expect((within(root).field('Vorname') as HTMLInputElement).value).toBe('Anna');
  });
});

describe('a field chosen while the island hydrates, set back by a render before the hand-over reaches it', () => {
  it('is handed over as the shopper chose it (a select, a checkbox), not as it was when hydration started', async () => {
    const root = mount();
    let hydrated: () => void = () => undefined;
    taps = holdFirstTaps(
      root,
      (held) =>
        hydrateAndResume(root, held, (done) => {
          bindIsland(root);
          hydrated = done;
        }),
      { failure: 'not loaded' },
    );
    const user = userEvent.setup();
    await user.click(within(root).button('Weitere Angaben'));
    await afterNextPaint();
    // Hydrating: the shopper chooses a country and ticks a topic.
    const select = within(root).field('Land wählen') as HTMLSelectElement;
    const topic = within(root).field('Kaffee') as HTMLInputElement;
    await user.selectOptions(select, 'pl');
    await user.click(topic);
    // A render of state that has not seen them (a controlled select and box) sets both back to the server's.
    select.value = 'de';
    topic.checked = false;
    hydrated();
    await taps.wake();
    expect(log).toContain('island:go:pl');
    expect(log).toContain('island:topic:true');
    expect(select.value).toBe('pl');
    expect(topic.checked).toBe(true);
  });
});
