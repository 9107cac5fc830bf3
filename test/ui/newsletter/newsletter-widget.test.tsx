import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storefront } from '../../../core/country/storefront';
import { NewsletterWidget } from '../../../ui/newsletter/newsletter-widget';
import { CustomerSession } from '../../../ui/session/customer-session';
import { SessionSignInDialog } from '../../../ui/session/sign-in-dialog';
import type { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';
import { FakeClock } from '../../fakes/fake-clock';
import { aLoginToken } from '../../fakes/session-fakes';
import { sessionFakesOf } from '../../fakes/session-test-bindings';
import { expectNoAxeViolations } from '../../support/axe';
import { renderNewsletter } from './render-newsletter';
import { installShowModal } from '../../support/invoker-commands';

const email = () => screen.getByRole('textbox', { name: /E-Mail-Adresse|E-mail address|E-mail-cím|E-posta adresi/ });
const submit = () => screen.getByRole('button', { name: /^Abonnieren/ });

describe('newsletter widget, idle', () => {
  it('shows title, discount, email field, submit, mandatory note and voucher footnote, and nothing of the extended form', async () => {
    const { container } = await renderNewsletter(<NewsletterWidget />);
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter abonnieren' })).toBeTruthy();
    // Testing Library normalises whitespace; the text itself keeps German's no-break space before % (Intl).
    expect(screen.getByText(/ein Willkommensgutschein über 10 %¹/).textContent).toContain('über 10\u00a0%¹');
    expect(email().getAttribute('aria-required')).toBe('true');
    expect(submit()).toBeTruthy();
    expect(screen.getByText('* Pflichtfeld')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gutscheinbedingungen' }).getAttribute('href')).toBe('/c/gutscheinbedingungen');
    // The further fields are in the markup from the first byte and CSS shows them when the email field has focus (no
    // style sheets here: the journeys check what Chromium shows); the form is not expanded yet.
    expect(email().closest('form')?.classList.contains('newsletter__form--expanded')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('shows the image with its discount bubble: desktop file from 1024 px, tablet file from 767 px', async () => {
    const { container } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'TR', locale: 'tr-TR' } });
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1024px)', '/service/newsletterfrontend/newslettersubscriptionform/968760586326d734.jpg'],
      ['(min-width: 767px)', '/service/newsletterfrontend/newslettersubscriptionform/9a92b2dbe4d71d02.jpg'],
    ]);
    expect(screen.getByRole('img', { name: 'Açık bir zarfın yanında bir fincan kahve' }).getAttribute('loading')).toBe('lazy');
    expect(container.querySelector('.newsletter__bubble')?.textContent).toContain('%10');
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const { container } = await renderNewsletter(<NewsletterWidget />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="homepage"]');
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });
});

describe('newsletter widget, expanded', () => {
  it('expands once the email field gets focus: DE shows DNE, the open legal notice and privacy hint, no names', async () => {
    const { container, user } = await renderNewsletter(<NewsletterWidget />);
    await user.click(email());
    expect(await screen.findByRole('checkbox', { name: /persönliche, auf meine Interessen/ })).toBeTruthy();
    expect(email().closest('form')?.classList.contains('newsletter__form--expanded')).toBe(true);
    // The legal notice is open from the start: its texts are read before the first send is possible.
    expect(screen.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter', expanded: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweisen' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByRole('textbox', { name: 'Vorname' })).toBeNull();
    expect(screen.getByText('Mit der Anmeldung bestätigen Sie, dass Sie mindestens 16 Jahre alt sind.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beispiel-Newsletter ansehen' }).getAttribute('href')).toBe('/newsletter-beispiel');
    await expectNoAxeViolations(container);
  });

  it('asks HU for salutation and names (family name first), all required, and states the one-month voucher', async () => {
    const { container, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'HU', locale: 'hu-HU' } });
    await user.click(email());
    const salutation = await screen.findByRole('combobox', { name: 'Megszólítás' });
    expect(
      within(salutation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kérjük, válasszon', 'Hölgy', 'Úr', 'Egyéb', 'Cég']);
    const names = screen
      .getAllByRole('textbox')
      .slice(1)
      .map((box) => box.getAttribute('name'));
    expect(names).toEqual(['lastName', 'firstName']);
    expect(screen.getByRole('textbox', { name: 'Keresztnév' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByText(/1 hónapig érvényes, és egyszer használható fel/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('gives TR the required commercial-message consent and its 14-day and 2-year rules; CZ states 18 years', async () => {
    const tr = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'TR', locale: 'tr-TR' } });
    await tr.user.click(email());
    expect((await screen.findByRole('checkbox', { name: /Ticari elektronik ileti/ })).getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.', { ignore: false })).toBeTruthy();
    expect(screen.getByText('Bültenlerimizden hiçbirini 2 yıl boyunca açmazsanız gönderimi durdururuz.', { ignore: false })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    tr.unmount();
    const cz = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'CZ', locale: 'cs-CZ' } });
    await cz.user.click(screen.getByRole('textbox', { name: 'E-mailová adresa' }));
    expect(await screen.findByText('Přihlášením potvrzujete, že je vám alespoň 18 let.', { ignore: false })).toBeTruthy();
  });
});

describe('newsletter widget, field errors', () => {
  it('validates on blur, not while typing, and clears an error when its field gets focus', async () => {
    const { user } = await renderNewsletter(<NewsletterWidget />);
    await user.type(email(), 'anna');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await user.click(email());
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
  });

  it('shows the required message for an empty email after blur', async () => {
    const { user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'DE', locale: 'en' } });
    await user.click(email());
    await user.tab();
    expect(screen.getByText('The e-mail address is a required field.')).toBeTruthy();
  });

  it('shows every HU error on submit, sends nothing, and focuses the first invalid field with its error kept', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'HU', locale: 'en' } });
    await user.type(email(), 'zs@example.hu');
    await screen.findByRole('combobox', { name: 'Salutation' });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'www.zsofia.hu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('salutation is required')).toBeTruthy();
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    expect(screen.getByText('this field contains invalid characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Salutation' }));
    expect(gateway.subscriptions).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('shows the names’ length and TR consent errors', async () => {
    const { user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'TR', locale: 'en' } });
    await user.type(email(), 'ayse@example.com.tr');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'A'.repeat(41));
    await user.tab();
    expect(screen.getByText('Please enter at most 40 characters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('please give your commercial electronic message consent to subscribe')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /commercial electronic messages/ }));
    expect(screen.queryByText('please give your commercial electronic message consent to subscribe')).toBeNull();
  });
});

describe('newsletter widget, submitting and results', () => {
  it('disables the fields while submitting and sends one request for a double submit', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterWidget originAddition="footer" />, { service: (g) => g.hold() });
    await user.type(email(), 'anna@shop.de');
    const form = email().closest('form');
    if (!form) throw new Error('no form');
    // Two submits before React renders again: only the guard in the hook can stop the second.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(email().hasAttribute('disabled')).toBe(true);
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect((await screen.findByRole('checkbox')).hasAttribute('disabled')).toBe(true);
    expect(gateway.subscriptions).toHaveLength(1);
    await act(async () => {
      gateway.release();
    });
    expect(await screen.findByRole('heading', { name: 'Fast geschafft!' })).toBeTruthy();
  });

  it('replaces the form by the success notice, resets and tracks', async () => {
    const { container, gateway, tracking, user } = await renderNewsletter(<NewsletterWidget originAddition="footer" />);
    await user.type(email(), 'anna@shop.de');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(submit());
    const title = await screen.findByRole('heading', { level: 3, name: 'Fast geschafft!' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(/Bestätigungs-E-Mail an anna@shop\.de gesendet/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(gateway.subscriptions).toEqual([
      {
        email: 'anna@shop.de',
        consents: ['DNE'],
        origin: 'onsite',
        originAddition: 'footer',
        legalTextsShown: ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'],
      },
    ]);
    expect(tracking.events).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' }]);
    await expectNoAxeViolations(container);
  });

  it('treats a filled honeypot as a bot: the success notice, no request, no tracking', async () => {
    const { container, gateway, tracking, user } = await renderNewsletter(<NewsletterWidget />);
    await user.type(email(), 'bot@spam.de');
    const honeypot = container.querySelector<HTMLInputElement>('input[name="homepage"]');
    if (!honeypot) throw new Error('no honeypot');
    await user.type(honeypot, 'http://spam.example');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Fast geschafft!' })).toBeTruthy();
    expect(gateway.subscriptions).toEqual([]);
    expect(tracking.events).toEqual([]);
  });

  it('treats a honeypot a script filled without any input event as a bot: the field’s value at the send counts', async () => {
    const { container, gateway, tracking, user } = await renderNewsletter(<NewsletterWidget />);
    await user.type(email(), 'bot@spam.de');
    const honeypot = container.querySelector<HTMLInputElement>('input[name="homepage"]');
    if (!honeypot) throw new Error('no honeypot');
    // A bot sets the property and dispatches nothing.
    honeypot.value = 'http://spam.example';
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Fast geschafft!' })).toBeTruthy();
    expect(gateway.subscriptions).toEqual([]);
    expect(tracking.events).toEqual([]);
  });

  it('shows the generic banner on any other failure and keeps what was typed', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'AT', locale: 'de-AT' } });
    gateway.subscribeAnswer = E.left({
      kind: 'NETWORK',
      message: 'The request failed and the interceptors did not return an alternative response: offline',
    });
    await user.type(email(), 'ida@example.at');
    await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Ida');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Aus technischen Gründen ist die Newsletter-Anmeldung derzeit nicht möglich.');
    expect((email() as HTMLInputElement).value).toBe('ida@example.at');
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Ida');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['de-DE', 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
    ['en', 'Too many attempts. Please try again later.'],
    ['tr-TR', 'Çok fazla deneme yapıldı. Lütfen daha sonra tekrar deneyin.'],
  ] as const)('says "too many attempts" (%s) when the service answers 429, and keeps what was typed', async (locale, message) => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'AT', locale } });
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 429, type: 'urn:newsletter:too_many_requests' });
    await user.type(email(), 'ida@example.at');
    const firstName = await screen.findByRole('textbox', { name: /^(Vorname|First name|Ad)/ });
    await user.type(firstName, 'Ida');
    await user.click(screen.getByRole('button', { name: /^(Abonnieren|Subscribe|Abone ol)/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).not.toMatch(/technischen|technical|Teknik/);
    expect((email() as HTMLInputElement).value).toBe('ida@example.at');
    expect((firstName as HTMLInputElement).value).toBe('Ida');
    await expectNoAxeViolations(container);
  });

  it('counts a legal notice the shopper read and folded as shown: the first send goes, with its texts (decision 003)', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'TR', locale: 'tr-TR' } });
    await user.type(email(), 'ayse@example.com.tr');
    await user.type(await screen.findByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: 'Soyad' }), 'Yılmaz');
    await user.click(screen.getByRole('checkbox', { name: /Ticari elektronik ileti/ }));
    await user.click(screen.getByRole('button', { name: 'Bülten hakkında yasal bilgilendirme', expanded: true }));
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    await screen.findByRole('heading', { name: 'Neredeyse tamam!' });
    expect(gateway.subscriptions).toHaveLength(1);
    expect(gateway.subscriptions.at(-1)?.legalTextsShown).toEqual([
      'LEGAL_NOTICE',
      'MINIMUM_AGE',
      'UNCONFIRMED_DELETION',
      'INACTIVITY_STOP',
      'PRIVACY_HINT',
    ]);
  });

  it('answers the service’s refusal for texts not shown: it asks to read them, opens the notice and keeps what was typed', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'TR', locale: 'tr-TR' } });
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:legal_texts_not_shown' });
    await user.type(email(), 'ayse@example.com.tr');
    await user.type(await screen.findByRole('textbox', { name: 'Ad' }), 'Ayşe');
    await user.type(screen.getByRole('textbox', { name: 'Soyad' }), 'Yılmaz');
    await user.click(screen.getByRole('checkbox', { name: /Ticari elektronik ileti/ }));
    await user.click(screen.getByRole('button', { name: 'Bülten hakkında yasal bilgilendirme', expanded: true }));
    // Collapsed, its texts leave the no-JavaScript post too (their marks are disabled).
    const marks = () =>
      [...container.querySelectorAll<HTMLInputElement>('input[name="legalTextsShown"]')]
        .filter((mark) => !mark.disabled)
        .map((mark) => mark.value);
    expect(marks()).toEqual(['PRIVACY_HINT']);
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Lütfen önce aşağıda gösterilen bülten bilgilendirmesini okuyun');
    // Read before it was folded, the notice's texts count as shown; the service decides, and refused.
    expect(gateway.subscriptions.at(-1)?.legalTextsShown).toEqual([
      'LEGAL_NOTICE',
      'MINIMUM_AGE',
      'UNCONFIRMED_DELETION',
      'INACTIVITY_STOP',
      'PRIVACY_HINT',
    ]);
    // The notice is open again with its texts; nothing typed is lost.
    expect(screen.getByRole('button', { name: 'Bülten hakkında yasal bilgilendirme', expanded: true })).toBeTruthy();
    expect(screen.getByText('Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.').closest('[hidden]')).toBeNull();
    expect((email() as HTMLInputElement).value).toBe('ayse@example.com.tr');
    expect((screen.getByRole('textbox', { name: 'Ad' }) as HTMLInputElement).value).toBe('Ayşe');
    expect((screen.getByRole('checkbox', { name: /Ticari elektronik ileti/ }) as HTMLInputElement).checked).toBe(true);
    expect(marks()).toEqual(['LEGAL_NOTICE', 'MINIMUM_AGE', 'UNCONFIRMED_DELETION', 'INACTIVITY_STOP', 'PRIVACY_HINT']);
    await expectNoAxeViolations(container);
    gateway.subscribeAnswer = E.right(undefined);
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    await screen.findByRole('heading', { name: 'Neredeyse tamam!' });
    expect(gateway.subscriptions.at(-1)?.legalTextsShown).toEqual([
      'LEGAL_NOTICE',
      'MINIMUM_AGE',
      'UNCONFIRMED_DELETION',
      'INACTIVITY_STOP',
      'PRIVACY_HINT',
    ]);
  });

  it('accepts a name typed with a typographic apostrophe and sends it in ASCII form', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'AT', locale: 'de-AT' } });
    await user.type(email(), 'liam@example.at');
    const lastName = await screen.findByRole('textbox', { name: 'Nachname' });
    await user.type(lastName, 'O’Neil‐Smith');
    await user.tab();
    expect(lastName.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(submit());
    await waitFor(() => expect(gateway.subscriptions).toHaveLength(1));
    expect(gateway.subscriptions[0]).toMatchObject({ lastName: "O'Neil-Smith" });
  });

  it('shows the invalid-email message on the field when the service answers email_invalid', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'DE', locale: 'en' } });
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:email_invalid' });
    await user.type(email(), 'typo@gmial.con');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('please enter a valid e-mail address')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((email() as HTMLInputElement).value).toBe('typo@gmial.con');
    await expectNoAxeViolations(container);
  });

  it('clears the error of a field that kept focus through a failed submit once the user types in it', async () => {
    const { user } = await renderNewsletter(<NewsletterWidget />, { storefront: { country: 'DE', locale: 'en' } });
    await user.type(email(), 'anna');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('please enter a valid e-mail address')).toBeTruthy();
    await user.click(email());
    await user.type(email(), '@shop.de');
    expect(screen.queryByText('please enter a valid e-mail address')).toBeNull();
    expect(email().getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('newsletter widget, invalid confirmation link', () => {
  it('shows the banner until the email field gets focus', async () => {
    const { container, user } = await renderNewsletter(<NewsletterWidget invalidConfirmationLink />, {
      storefront: { country: 'DE', locale: 'en' },
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Unfortunately this link is no longer valid. Please sign up for the newsletter again.',
    );
    await expectNoAxeViolations(container);
    await user.click(email());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('newsletter widget, prefilled for a logged-in customer', () => {
  const anna = {
    email: 'anna@example.com',
    salutation: 'MRS' as const,
    firstName: 'Anna',
    lastName: 'Schmidt',
    consents: ['DNE' as const],
  };
  // A live token at the test container's clock: renew due in 10 minutes, expiry in 30.
  const token = aLoginToken(new FakeClock().now(), 600, 1800);

  it('prefills from base data with the login token, expands, and hides DNE for a customer holding it', async () => {
    const { container, gateway } = await renderNewsletter(<NewsletterWidget />, {
      storefront: { country: 'AT', locale: 'de-AT' },
      cookies: { LoginToken: token },
      service: (g) => {
        g.baseData = anna;
      },
    });
    await waitFor(() => expect((email() as HTMLInputElement).value).toBe('anna@example.com'));
    expect(((await screen.findByRole('combobox', { name: 'Anrede' })) as HTMLSelectElement).value).toBe('MRS');
    expect((screen.getByRole('textbox', { name: 'Nachname' }) as HTMLInputElement).value).toBe('Schmidt');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(email().hasAttribute('disabled')).toBe(false);
    expect(gateway.baseDataTokens).toEqual([token]);
    await expectNoAxeViolations(container);
  });

  it('disables the prefilled fields in HU and keeps DNE offered to a customer without it', async () => {
    await renderNewsletter(<NewsletterWidget />, {
      storefront: { country: 'HU', locale: 'hu-HU' },
      cookies: { LoginToken: token },
      service: (g) => {
        g.baseData = { ...anna, consents: [] };
      },
    });
    await waitFor(() => expect(email().hasAttribute('disabled')).toBe(true));
    expect((await screen.findByRole('textbox', { name: 'Keresztnév' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Megszólítás' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: /személyre szóló ajánlatokat/ })).toBeTruthy();
  });

  it.each([
    ['garbled', '%%%not-a-token'],
    ['expired', aLoginToken(new FakeClock().now(), -1800, -60)],
  ])('asks for no base data with a %s LoginToken and starts empty', async (_label, cookie) => {
    const { gateway, user } = await renderNewsletter(<NewsletterWidget />, {
      storefront: { country: 'DE', locale: 'de-DE' },
      cookies: { LoginToken: cookie },
      service: (g) => {
        g.baseData = anna;
      },
    });
    await user.click(email());
    expect(await screen.findByRole('checkbox', { name: /persönliche, auf meine Interessen/ })).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe('');
    expect(gateway.baseDataTokens).toEqual([]);
  });
});

describe('newsletter widget, after a sign-in or sign-out in the header (no reload)', () => {
  // The header's sign-in is a link that opens the dialog with showModal() (jsdom has none).
  let undoShowModal = (): void => {};
  beforeEach(() => {
    undoShowModal = installShowModal();
  });
  afterEach(() => undoShowModal());
  const anna = {
    email: 'anna@example.com',
    salutation: 'MRS' as const,
    firstName: 'Anna',
    lastName: 'Schmidt',
    consents: ['DNE' as const],
  };
  const header = () => screen.getByTestId('header');
  const dneBox = () => screen.queryByRole('checkbox', { name: /persönliche, auf meine Interessen/ });

  /** The header's sign-in and the widget on one page; the fake login service sets a live LoginToken as the real one does. */
  const renderPage = async (storefront: Storefront) => {
    const rendered = await renderNewsletter(
      <>
        <div data-testid="header">
          <CustomerSession />
        </div>
        <NewsletterWidget />
        <SessionSignInDialog />
      </>,
      {
        storefront,
        service: (g: FakeNewsletterGateway) => {
          g.baseData = anna;
        },
      },
    );
    sessionFakesOf(rendered.di).gateway.effects.logIn = () =>
      rendered.ports.cookies.set('LoginToken', aLoginToken(rendered.ports.clock.now(), 600, 1800));
    return rendered;
  };

  /** Signs in as Anna through the header's dialog and closes it. */
  const signIn = async (user: ReturnType<typeof import('@testing-library/user-event').default.setup>) => {
    await user.click(within(header()).getByRole('button', { name: 'Anmelden' }));
    const dialog = await screen.findByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.com');
    await user.type(dialog.querySelector('input[type="password"]') as HTMLInputElement, 'Kaffee123!');
    await user.click(
      within(dialog)
        .getAllByRole('button')
        .find((button) => button.getAttribute('type') === 'submit') as HTMLElement,
    );
    // The dialog closes by itself after the sign-in.
    await within(header()).findByRole('button', { name: 'Abmelden' });
  };

  it('fills the e-mail and hides DNE once the customer signs in, and is anonymous again after signing out', async () => {
    const { user, gateway } = await renderPage({ country: 'DE', locale: 'de-DE' });
    expect((email() as HTMLInputElement).value).toBe('');
    await signIn(user);
    await waitFor(() => expect((email() as HTMLInputElement).value).toBe('anna@example.com'));
    expect(dneBox()).toBeNull();
    expect(gateway.baseDataTokens).toHaveLength(1);
    await user.click(within(header()).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect((email() as HTMLInputElement).value).toBe(''));
    await user.click(email());
    expect(((await screen.findByRole('checkbox', { name: /persönliche, auf meine Interessen/ })) as HTMLInputElement).checked).toBe(false);
    expect(gateway.baseDataTokens).toHaveLength(1);
  });

  it('keeps what the visitor typed through a sign-in and a sign-out, and takes back only the prefilled values', async () => {
    const { user } = await renderPage({ country: 'AT', locale: 'de-AT' });
    await user.type(email(), 'mine@example.org');
    await signIn(user);
    const lastName = () => screen.getByRole('textbox', { name: 'Nachname' }) as HTMLInputElement;
    await waitFor(() => expect(lastName().value).toBe('Schmidt'));
    expect((email() as HTMLInputElement).value).toBe('mine@example.org');
    expect(dneBox()).toBeNull();
    const firstName = screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement;
    await user.clear(firstName);
    await user.type(firstName, 'Anni');
    await user.click(within(header()).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(lastName().value).toBe(''));
    expect((email() as HTMLInputElement).value).toBe('mine@example.org');
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Anni');
    expect((screen.getByRole('combobox', { name: 'Anrede' }) as HTMLSelectElement).value).toBe('');
    expect((dneBox() as HTMLInputElement).checked).toBe(false);
  });
});
