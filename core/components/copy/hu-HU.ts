import type { ComponentCopy } from '../components.messages';

/** Component copy, hu-HU. */
const copy: ComponentCopy<'hu-HU'> = {
  validation: {
    defaultMessage: '{field} érvénytelen.',
    required: '{field} kitöltése kötelező.',
    email: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
    maxLength: {
      one: '{field} legfeljebb {count} karakter lehet.',
      other: '{field} legfeljebb {count} karakter lehet.',
    },
    minLength: {
      one: '{field} legalább {count} karakter legyen.',
      other: '{field} legalább {count} karakter legyen.',
    },
    nameCharacters: '{field} érvénytelen karaktereket tartalmaz.',
    noUrl: '{field} nem tartalmazhat internetcímet.',
    digits: '{field} csak számjegyeket tartalmazhat.',
  },
  required: 'kötelező mező',
  requiredLegend: 'A *-gal jelölt mezők kitöltése kötelező.',
  loading: 'Betöltés...',
  close: 'Bezárás',
  opensInNewTab: '(új lapon nyílik meg)',
  textSlider: { more: 'Több megjelenítése', less: 'Kevesebb megjelenítése' },
  passwordStrength: { label: 'Jelszó erőssége', weak: 'gyenge', ok: 'megfelelő', strong: 'erős', veryStrong: 'nagyon erős' },
  showPassword: 'Jelszó megjelenítése',
  hidePassword: 'Jelszó elrejtése',
  notificationTypes: { info: 'Információ', success: 'Siker', error: 'Hiba', warning: 'Figyelmeztetés' },
  catalogue: {
    title: 'Komponensek',
    intro: 'A webáruház közös komponensei: minden komponens minden állapotban, megtekintésre és kipróbálásra.',
    sections: {
      buttons: 'Gombok', links: 'Szöveges hivatkozások', inputs: 'Beviteli mezők', selects: 'Legördülő lista',
      choices: 'Jelölőnégyzet és választógombok', notifications: 'Értesítések', expansion: 'Lenyitható panelek',
      textSlider: 'Lenyitható szöveg', modal: 'Párbeszédablak', form: 'Űrlap ellenőrzéssel',
    },
    states: {
      default: 'Alapállapot', valid: 'Érvényes', error: 'Hiba', disabled: 'Letiltva', loading: 'Betöltés',
      controlled: 'Vezérelt', single: 'Egyszerre egy panel nyitva', multiple: 'Több panel (multiple)',
      preventCloseLast: 'Az utolsó nyitott panel nyitva marad',
    },
    demo: {
      addToCart: 'Kosárba', clicked: 'Kattintások: {count}', internalLink: 'Üzletkereső',
      externalLink: 'Fenntarthatósági jelentés', unsafeLink: 'Nem biztonságos hivatkozás (cél nélkül jelenik meg)',
      mailLink: 'Írjon az ügyfélszolgálatnak',
      firstName: 'Keresztnév', email: 'E-mail-cím', password: 'Jelszó', quantity: 'Mennyiség', iban: 'IBAN',
      emailHint: 'Címét soha nem adjuk tovább.', quantityHint: 'Csak számjegyek, legfeljebb 3.',
      invalidEmail: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
      country: 'Ország', choose: 'Kérjük, válasszon', countries: ['Németország', 'Ausztria', 'Svájc', 'Lengyelország', 'Csehország', 'Magyarország', 'Szlovákia', 'Törökország'],
      salutation: 'Megszólítás', salutations: ['Asszony', 'Úr', 'Egyéb'],
      delivery: 'Szállítás', deliveryOptions: ['Normál szállítás', 'Expressz szállítás', 'Click & Collect (nem elérhető)'],
      newsletterConsent: 'Szeretném megkapni a hírlevelet.', termsConsent: 'Elfogadom az általános szerződési feltételeket.',
      termsError: 'Kérjük, fogadja el az általános szerződési feltételeket.',
      notificationTitle: 'Jó tudni', info: 'Kosarát 30 napig megőrizzük.', success: 'A termék a kosárba került.',
      warning: 'Már csak 2 darab van készleten.', error: 'A fizetést nem sikerült befejezni.',
      bannerText: 'Ezen a héten ingyenes szállítás 10 000 Ft felett.', showBannerAgain: 'Szalaghirdetés újbóli megjelenítése',
      panels: [
        { title: 'Szállítás', text: 'A munkanapokon 14 óráig leadott rendeléseket még aznap feladjuk.' },
        { title: 'Visszaküldés', text: 'A termékeket 30 napon belül díjmentesen visszaküldheti.' },
        { title: 'Fizetés', text: 'Fizessen kártyával, átutalással, PayPallal vagy utánvéttel.' },
        { title: 'Ajándékkártya (nem elérhető)', text: 'Ajándékkártyák jelenleg nem kaphatók.' },
      ],
      sliderText: 'Kávénkat lassan, dobban pörköljük kíméletes hőmérsékleten. Ez időbe telik, de a szemek így kerek, lágy aromát kapnak, kevés savval. Minden pörkölést megkóstolnak pörkölőmestereink, mielőtt becsomagoljuk és frissen elküldjük Önnek.',
      openModal: 'Mérettáblázat megnyitása', modalTitle: 'Mérettáblázat', modalText: 'Mérje meg mell- és derékbőségét, majd válassza azt a méretet, amelynek értékei a legközelebb állnak.',
      apply: 'Alkalmaz', cancel: 'Mégse',
      submit: 'Küldés', formValid: 'Minden adat érvényes.',
    },
  },
};
export default copy;
