import type { Page } from 'playwright-core';
import type { FirstResponseTarget, ResponseKind } from './first-response';

/**
 * The native references: the same kinds of response drawn by the browser alone (no script of the page's, no island),
 * put by the bench at the end of the product's own page, so each is measured on the same page, under the same
 * throttling, in the same run as the product's controls. The bench adds them to every sampled page, the product's
 * samples included, so both pages are the same. The markup is built with DOM calls and styled by a constructed
 * stylesheet (the page's CSP allows no inline style; constructed sheets are not subject to it).
 */
const FIXTURE = `(() => {
  const section = document.createElement('section');
  section.id = 'bench-references';
  section.setAttribute('aria-label', 'Bench references');
  section.innerHTML = [
    '<button type="button" id="bench-popover-button" popovertarget="bench-popover">Popover</button>',
    '<div popover id="bench-popover"><p>Drawn by the browser alone.</p></div>',
    '<button type="button" id="bench-dialog-button" commandfor="bench-dialog" command="show-modal">Dialog</button>',
    '<dialog id="bench-dialog" aria-label="Bench dialog"><form method="dialog"><label>E-mail <input type="email" name="email"></label>',
    '<label>Password <input type="password" name="password"></label><button>Close</button></form></dialog>',
    '<form id="bench-reveal" action="/" method="get"><label>E-mail <input type="email" id="bench-reveal-email" name="email"></label>',
    '<div class="bench-more"><label><input type="checkbox" name="offers"> Personal offers</label>',
    '<p>We send at most one mail a week. You may unsubscribe at any time; how we use your data is in our privacy notice.</p>',
    '<label>First name <input name="first"></label><label>Last name <input name="last"></label>',
    '<label><input type="checkbox" name="age"> I am at least 16 years old</label><button>Subscribe</button></div></form>',
    '<details id="bench-details"><summary>Details</summary><ul><li>One</li><li>Two</li><li>Three</li></ul></details>',
    '<form id="bench-navigation" action="/" method="get"><input type="hidden" name="bench-native" value="1">',
    '<button id="bench-navigation-button">Go</button></form>',
  ].join('');
  document.body.append(section);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('#bench-references { padding: 16px; } #bench-reveal .bench-more { display: none; } #bench-reveal:focus-within .bench-more { display: block; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

/** Puts the references at the end of the page's body. */
export const addReferences = async (page: Page): Promise<void> => {
  await page.evaluate(FIXTURE);
};

/** Each kind's reference: the input on it and what shows it was answered. */
export const REFERENCES: Readonly<Record<ResponseKind, Pick<FirstResponseTarget, 'act' | 'answered'> & { readonly name: string }>> = {
  popover: {
    name: 'a popover shown by its popovertarget button',
    act: (page) => page.locator('#bench-popover-button').click(),
    answered: `return document.querySelector('#bench-popover')?.matches(':popover-open') ?? false;`,
  },
  'modal dialog': {
    name: 'a modal <dialog> opened by an invoker command',
    act: (page) => page.locator('#bench-dialog-button').click(),
    answered: `return document.querySelector('#bench-dialog')?.open ?? false;`,
  },
  'revealed form': {
    name: 'a form revealed by :focus-within',
    act: (page) => page.locator('#bench-reveal-email').click(),
    answered: `return document.querySelector('#bench-reveal .bench-more')?.checkVisibility() ?? false;`,
  },
  details: {
    name: 'a <details> opened by its summary',
    act: (page) => page.locator('#bench-details summary').click(),
    answered: `return document.querySelector('#bench-details')?.open ?? false;`,
  },
  navigation: {
    name: 'a form submitted by its button (navigation started)',
    act: (page) => page.locator('#bench-navigation-button').click({ noWaitAfter: true }),
    answered: 'navigation',
  },
};
