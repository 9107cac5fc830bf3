/**
 * The legal bar's cookie-settings entry (ui/footer/consent-settings-entry.tsx): its inline script, which the server
 * writes where the entry goes and the page's CSP allows by its hash. Run as the page is parsed, it replaces itself with
 * the entry (`<li>` and button; text and class from its own data attributes, set as text, never as markup), or puts
 * it before or after the list item it rides in (`data-place`). A click
 * asks the consent platform to open its settings by the event of the consent contract (docs/footer.md), in the same
 * task, without waiting for the storefront's code. The platform's own script (marked `data-consent-platform` in the
 * head) runs only once the page is parsed: a tap before that shows the entry busy (`aria-busy`, styled by CSS) and
 * asks once, when the platform's script has run. A page without a consent platform gets no entry (it would do nothing).
 *
 * The function is serialised as it is (it must not use anything outside itself).
 */

/** The event a consent management platform listens for to open its settings layer (docs/footer.md). */
export const OPEN_CONSENT_SETTINGS_EVENT = 'storefront:open-cookie-consent';
/** The attribute that marks the consent platform's script in the head. */
export const CONSENT_PLATFORM_ATTRIBUTE = 'data-consent-platform';

function consentSettingsEntry(event: string, platformAttribute: string): void {
  const script = document.currentScript;
  if (!script) return;
  const platform = document.querySelector(`script[${platformAttribute}]`);
  if (!platform) {
    script.remove();
    return;
  }
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = script.getAttribute('data-class') ?? '';
  button.textContent = script.getAttribute('data-text');
  let ready = false;
  let asked = false;
  const settle = (): void => {
    ready = true;
    button.removeAttribute('aria-busy');
  };
  platform.addEventListener('load', () => {
    settle();
    if (asked) window.dispatchEvent(new CustomEvent(event));
  });
  platform.addEventListener('error', settle);
  button.addEventListener('click', () => {
    if (ready) {
      window.dispatchEvent(new CustomEvent(event));
      return;
    }
    asked = true;
    button.setAttribute('aria-busy', 'true');
  });
  item.setAttribute('data-consent-entry', '');
  item.append(button);
  const place = script.getAttribute('data-place');
  const beside = script.parentElement;
  if (place === 'before' && beside) beside.before(item);
  else if (place === 'after' && beside) {
    let anchor: Element = beside;
    while (anchor.nextElementSibling?.hasAttribute('data-consent-entry')) anchor = anchor.nextElementSibling;
    anchor.after(item);
  } else {
    script.replaceWith(item);
    return;
  }
  script.remove();
}

/** What the page carries (and its CSP hash is computed from). */
export const CONSENT_SETTINGS_ENTRY_SCRIPT = `(${consentSettingsEntry.toString()})(${JSON.stringify(OPEN_CONSENT_SETTINGS_EVENT)}, ${JSON.stringify(CONSENT_PLATFORM_ATTRIBUTE)});`;
