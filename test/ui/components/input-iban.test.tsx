import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from '../../../ui/components/input/input';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

const ibanField = () => screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
const caretOf = (field: HTMLInputElement) => [field.selectionStart, field.selectionEnd];

/** Renders an uncontrolled or a controlled IBAN field. */
const renderIban = async (controlled = false) => {
  const Controlled = () => {
    const [value, setValue] = useState('');
    return (
      <>
        <Input label="IBAN" name="iban" type="iban" value={value} onValueChange={setValue} />
        <output>{value}</output>
      </>
    );
  };
  const rendered = await renderWithCopy(controlled ? <Controlled /> : <Input label="IBAN" name="iban" type="iban" />);
  // The field shows once its edit rule (a chunk of its own) is in.
  await screen.findByRole('textbox', { name: 'IBAN' });
  return { ...rendered, user: userEvent.setup() };
};

describe('input, type iban: caret handling', () => {
  it.each([
    ['DE 89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DE 89', 'DE89'],
    [' DE89', 'DE89'],
    ['1DE89', 'DE89'],
    ['xDE89', 'XD89'],
  ])('typing %j gives %j (stripped and refused keys leave the caret in place)', async (typed, expected) => {
    const { user } = await renderIban();
    await user.type(ibanField(), typed);
    expect(ibanField().value).toBe(expected);
    expect(caretOf(ibanField())).toEqual([expected.length, expected.length]);
  });

  it('works the same when the owner controls the value', async () => {
    const { user } = await renderIban(true);
    await user.type(ibanField(), 'DE 89 3704-0044');
    expect(ibanField().value).toBe('DE89 3704 0044');
    expect(screen.getByRole('status').textContent).toBe('DE89 3704 0044');
  });

  it('inserts in the middle and keeps typing where the caret is', async () => {
    const { user } = await renderIban();
    await user.type(ibanField(), 'DE89 0044');
    await user.type(ibanField(), '37 04', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(ibanField().value).toBe('DE89 3704 0044');
    expect(caretOf(ibanField())).toEqual([9, 9]);
  });

  it('deletes in the middle with Backspace and Delete, also over a grouping space', async () => {
    const { user } = await renderIban();
    await user.type(ibanField(), 'DE89370400440');
    await user.type(ibanField(), '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(ibanField().value).toBe('DE89 3040 0440');
    expect(caretOf(ibanField())).toEqual([6, 6]);
    await user.type(ibanField(), '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(ibanField().value).toBe('DE83 0400 440');
    await user.type(ibanField(), '{Delete}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(ibanField().value).toBe('DE83 4004 40');
    expect(caretOf(ibanField())).toEqual([4, 4]);
    await user.keyboard('1');
    expect(ibanField().value).toBe('DE83 1400 440');
  });

  it('pastes with spaces, dashes and lower case (shown upper case), and refuses a paste that breaks the pattern', async () => {
    const { user } = await renderIban();
    await user.click(ibanField());
    await user.paste(' de89-3704 0044 ');
    expect(ibanField().value).toBe('DE89 3704 0044');
    expect(caretOf(ibanField())).toEqual([14, 14]);
    await user.paste('IBAN 0532');
    expect(ibanField().value).toBe('DE89 3704 0044');
    expect(caretOf(ibanField())).toEqual([14, 14]);
  });

  it('replaces a selection by what is typed or pasted', async () => {
    const { container, user } = await renderIban();
    await user.type(ibanField(), 'DE89370400440532013000');
    await user.type(ibanField(), '9999', { initialSelectionStart: 5, initialSelectionEnd: 9 });
    expect(ibanField().value).toBe('DE89 9999 0044 0532 0130 00');
    expect(caretOf(ibanField())).toEqual([9, 9]);
    ibanField().setSelectionRange(0, ibanField().value.length);
    await user.paste('AT61 1904 3002 3457 3201');
    expect(ibanField().value).toBe('AT61 1904 3002 3457 3201');
    await expectNoAxeViolations(container);
  });
});
