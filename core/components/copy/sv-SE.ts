import type { ComponentCopy } from '../components.messages';

/** Component copy, sv-SE. */
const copy: ComponentCopy<'sv-SE'> = {
  validation: {
    defaultMessage: '{field} är inte giltigt.',
    required: '{field} är ett obligatoriskt fält.',
    email: 'Ange en giltig e-postadress.',
    maxLength: {
      one: '{field} får ha högst {count} tecken.',
      other: '{field} får ha högst {count} tecken.',
    },
    minLength: {
      one: '{field} måste ha minst {count} tecken.',
      other: '{field} måste ha minst {count} tecken.',
    },
    nameCharacters: '{field} innehåller ogiltiga tecken.',
    noUrl: '{field} får inte innehålla en webbadress.',
    digits: '{field} får bara innehålla siffror.',
  },
  required: 'obligatoriskt fält',
  requiredLegend: 'Fält markerade med * är obligatoriska.',
  loading: 'Laddar...',
  close: 'Stäng',
  opensInNewTab: '(öppnas i en ny flik)',
  textSlider: { more: 'Visa mer', less: 'Visa mindre' },
  passwordStrength: { label: 'Lösenordets styrka', weak: 'svagt', ok: 'godkänt', strong: 'starkt', veryStrong: 'mycket starkt' },
  showPassword: 'Visa lösenord',
  hidePassword: 'Dölj lösenord',
  notificationTypes: { info: 'Information', success: 'Klart', error: 'Fel', warning: 'Varning' },
  catalogue: {
    title: 'Komponenter',
    intro: 'Butikens gemensamma komponenter: varje komponent i varje tillstånd, att titta på och prova.',
    sections: {
      buttons: 'Knappar', links: 'Textlänkar', inputs: 'Inmatningsfält', selects: 'Rullgardinslista',
      choices: 'Kryssruta och alternativknappar', notifications: 'Meddelanden', expansion: 'Expanderbara paneler',
      textSlider: 'Expanderbar text', modal: 'Dialogruta', form: 'Formulär med validering',
    },
    states: {
      default: 'Standard', valid: 'Giltigt', error: 'Fel', disabled: 'Inaktiverad', loading: 'Laddar',
      controlled: 'Styrd', single: 'En panel åt gången', multiple: 'Flera paneler (multiple)',
      preventCloseLast: 'Den sista öppna panelen förblir öppen',
    },
    demo: {
      addToCart: 'Lägg i varukorgen', clicked: 'Klick: {count}', internalLink: 'Hitta en butik',
      externalLink: 'Hållbarhetsrapport', unsafeLink: 'Osäker länk (visas utan mål)',
      mailLink: 'Skriv till kundtjänst',
      firstName: 'Förnamn', email: 'E-postadress', password: 'Lösenord', quantity: 'Antal', iban: 'IBAN',
      emailHint: 'Vi lämnar aldrig ut din adress.', quantityHint: 'Endast siffror, högst 3.',
      invalidEmail: 'Ange en giltig e-postadress.',
      country: 'Land', choose: 'Välj', countries: ['Tyskland', 'Österrike', 'Schweiz', 'Polen', 'Tjeckien', 'Ungern', 'Slovakien', 'Turkiet'],
      salutation: 'Tilltal', salutations: ['Fru', 'Herr', 'Annat'],
      delivery: 'Leverans', deliveryOptions: ['Standardleverans', 'Expressleverans', 'Click & Collect (ej tillgänglig)'],
      newsletterConsent: 'Jag vill få nyhetsbrevet.', termsConsent: 'Jag godkänner köpvillkoren.',
      termsError: 'Godkänn köpvillkoren.',
      notificationTitle: 'Bra att veta', info: 'Din varukorg sparas i 30 dagar.', success: 'Varan har lagts i din varukorg.',
      warning: 'Endast 2 kvar i lager.', error: 'Betalningen kunde inte genomföras.',
      bannerText: 'Fri frakt över 350 kr den här veckan.', showBannerAgain: 'Visa banderollen igen',
      panels: [
        { title: 'Leverans', text: 'Beställningar som görs före kl. 14 på vardagar skickas samma dag.' },
        { title: 'Returer', text: 'Du kan returnera varor kostnadsfritt inom 30 dagar.' },
        { title: 'Betalning', text: 'Betala med kort, Swish, faktura eller PayPal.' },
        { title: 'Presentkort (ej tillgängligt)', text: 'Presentkort finns inte att köpa just nu.' },
      ],
      sliderText: 'Vårt kaffe rostas långsamt i trumma vid skonsamma temperaturer. Det tar tid, men ger bönorna en rund, mild arom med låg syra. Varje rostning provsmakas av våra rostmästare innan den packas och skickas färsk till dig.',
      openModal: 'Öppna storleksguiden', modalTitle: 'Storleksguide', modalText: 'Mät ditt bröst- och midjemått och välj den storlek vars värden ligger närmast.',
      apply: 'Använd', cancel: 'Avbryt',
      submit: 'Skicka', formValid: 'Alla uppgifter är giltiga.',
    },
  },
};
export default copy;
