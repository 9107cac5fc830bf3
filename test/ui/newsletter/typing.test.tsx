import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { NewsletterWidget } from '../../../ui/newsletter/newsletter-widget';
import { renderNewsletter } from './render-newsletter';

const email = () => screen.getByRole('textbox', { name: /E-Mail-Adresse/ });

describe('typing in the sign-up costs no render (issue 40: uncontrolled fields bound to the form controller)', () => {
  it('renders nothing for a key, validates on leaving the field, and sends what was typed', async () => {
    let commits = 0;
    const { user, copy, gateway } = await renderNewsletter(
      <Profiler id="sign-up" onRender={() => (commits += 1)}>
        <NewsletterWidget />
      </Profiler>,
      { storefront: { country: 'AT', locale: 'de-AT' } },
    );
    await user.click(email());
    commits = 0;
    await user.keyboard('anna@');
    expect(commits).toBe(0);
    expect(email()).toHaveProperty('value', 'anna@');
    await user.tab();
    expect(screen.getByText(copy.errors.emailInvalid)).toBeTruthy();
    // Back in the field, the first key clears the message (one render), the next ones render nothing.
    await user.click(email());
    await user.keyboard('{End}e');
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
    commits = 0;
    await user.keyboard('xample.com');
    expect(commits).toBe(0);
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Zoë');
    await user.click(screen.getByRole('button', { name: /^Abonnieren/ }));
    await screen.findByRole('heading', { name: copy.successTitle });
    expect(gateway.subscriptions.at(-1)).toMatchObject({ email: 'anna@example.com', firstName: 'Zoë' });
  });
});
