import { describe, expect, it } from 'vitest';
import { Input } from '../../../ui/components/input/input';
import { CommandDialog } from '../../../ui/components/modal/command-dialog';
import { Notification } from '../../../ui/components/notification/notification';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

/**
 * An icon button is named by text inside it (visually hidden), not only by aria-label: text browsers (lynx, w3m) print a
 * button's content and ignore ARIA, so an aria-label alone prints as an empty "(BUTTON)".
 */
const printedNames = (container: HTMLElement) =>
  [...container.querySelectorAll('button')].map((button) => ({
    text: button.textContent?.trim() ?? '',
    ariaLabel: button.getAttribute('aria-label'),
  }));

describe('icon buttons in a text browser', () => {
  it('the password reveal, the dialog close and the notification close print their names', async () => {
    const { container } = await renderWithCopy(
      <>
        <Input label="Passwort" name="password" type="password" />
        <CommandDialog id="d" title="Anmelden">
          <p>Inhalt</p>
        </CommandDialog>
        <Notification type="info" variant="banner" closable>
          Hinweis
        </Notification>
      </>,
    );
    expect(printedNames(container)).toEqual([
      { text: 'Passwort anzeigen', ariaLabel: null },
      { text: 'Schließen', ariaLabel: null },
      { text: 'Schließen', ariaLabel: null },
    ]);
    await expectNoAxeViolations(container);
  });
});
