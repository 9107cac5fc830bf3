import { afterEach, describe, expect, it } from 'vitest';
import { legalTextsOnScreen } from '../../../ui/newsletter/legal-texts-on-screen';

const form = (html: string): HTMLFormElement => {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

describe('the legal texts on the screen as a sign-up is sent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    Reflect.deleteProperty(Element.prototype, 'checkVisibility');
  });

  it('claims only the texts the browser shows: none in a collapsed panel, none the browser does not draw', () => {
    const sent = form(`
      <div hidden="until-found"><p data-legal-text="MINIMUM_AGE">18+</p></div>
      <p data-legal-text="PRIVACY_HINT">Privacy</p>
      <p data-legal-text="LEGAL_NOTICE" class="undrawn">Notice</p>
      <p data-legal-text="NOT_A_TEXT">?</p>`);
    // What CSS hides (the further fields before the email field has focus) only the browser knows: checkVisibility.
    // (The test DOM draws nothing, so it has no checkVisibility: this one answers as Chromium would for `display: none`.)
    Object.defineProperty(Element.prototype, 'checkVisibility', {
      configurable: true,
      value(this: Element) {
        return !this.classList.contains('undrawn');
      },
    });
    expect(legalTextsOnScreen(sent)).toEqual(['PRIVACY_HINT']);
  });

  it('claims nothing for a form whose texts are not there yet (their chunk still loading)', () => {
    expect(legalTextsOnScreen(form('<input name="email" />'))).toEqual([]);
    expect(legalTextsOnScreen(null)).toEqual([]);
  });
});
