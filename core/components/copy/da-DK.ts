import type { ComponentCopy } from '../components.messages';

/** Component copy, da-DK. */
const copy: ComponentCopy<'da-DK'> = {
  validation: {
    defaultMessage: '{field} er ikke gyldig.',
    required: '{field} skal udfyldes.',
    email: 'Indtast venligst en gyldig e-mailadresse.',
    maxLength: {
      one: '{field} må højst have {count} tegn.',
      other: '{field} må højst have {count} tegn.',
    },
    minLength: {
      one: '{field} skal have mindst {count} tegn.',
      other: '{field} skal have mindst {count} tegn.',
    },
    nameCharacters: '{field} indeholder ugyldige tegn.',
    noUrl: '{field} må ikke indeholde en webadresse.',
    digits: '{field} må kun indeholde tal.',
  },
  required: 'skal udfyldes',
  requiredLegend: 'Felter markeret med * skal udfyldes.',
  loading: 'Indlæser...',
  close: 'Luk',
  opensInNewTab: '(åbner i en ny fane)',
  textSlider: { more: 'Vis mere', less: 'Vis mindre' },
  passwordStrength: { label: 'Adgangskodens styrke', weak: 'svag', ok: 'middel', strong: 'stærk', veryStrong: 'meget stærk' },
  showPassword: 'Vis adgangskode',
  hidePassword: 'Skjul adgangskode',
  notificationTypes: { info: 'Information', success: 'Gennemført', error: 'Fejl', warning: 'Advarsel' },
  catalogue: {
    title: 'Komponenter',
    intro: 'Butikkens fælles komponenter: hver komponent i hver tilstand, til at se på og prøve.',
    sections: {
      buttons: 'Knapper', links: 'Tekstlinks', inputs: 'Indtastningsfelter', selects: 'Rulleliste',
      choices: 'Afkrydsningsfelt og alternativknapper', notifications: 'Meddelelser', expansion: 'Udfoldelige paneler',
      textSlider: 'Udfoldelig tekst', modal: 'Dialogvindue', form: 'Formular med validering',
    },
    states: {
      default: 'Standard', valid: 'Gyldig', error: 'Fejl', disabled: 'Deaktiveret', loading: 'Indlæser',
      controlled: 'Styret', single: 'Kun ét panel ad gangen', multiple: 'Flere paneler (multiple)',
      preventCloseLast: 'Det sidste åbne panel forbliver åbent',
    },
    demo: {
      addToCart: 'Læg i kurven', clicked: 'Klik: {count}', internalLink: 'Find en butik',
      externalLink: 'Bæredygtighedsrapport', unsafeLink: 'Usikkert link (vises uden mål)',
      mailLink: 'Skriv til kundeservice',
      firstName: 'Fornavn', email: 'E-mailadresse', password: 'Adgangskode', quantity: 'Antal', iban: 'IBAN',
      emailHint: 'Vi videregiver aldrig din adresse.', quantityHint: 'Kun tal, højst 3.',
      invalidEmail: 'Indtast venligst en gyldig e-mailadresse.',
      country: 'Land', choose: 'Vælg venligst', countries: ['Tyskland', 'Østrig', 'Schweiz', 'Polen', 'Tjekkiet', 'Ungarn', 'Slovakiet', 'Tyrkiet'],
      salutation: 'Tiltale', salutations: ['Fru', 'Hr.', 'Andet'],
      delivery: 'Levering', deliveryOptions: ['Standardlevering', 'Ekspreslevering', 'Click & Collect (ikke tilgængelig)'],
      newsletterConsent: 'Jeg vil gerne modtage nyhedsbrevet.', termsConsent: 'Jeg accepterer handelsbetingelserne.',
      termsError: 'Accepter venligst handelsbetingelserne.',
      notificationTitle: 'Godt at vide', info: 'Din kurv gemmes i 30 dage.', success: 'Varen er lagt i din kurv.',
      warning: 'Kun 2 stk. tilbage på lager.', error: 'Betalingen kunne ikke gennemføres.',
      bannerText: 'Fri levering over 250 kr. i denne uge.', showBannerAgain: 'Vis banneret igen',
      panels: [
        { title: 'Levering', text: 'Ordrer afgivet før kl. 14 på hverdage sendes samme dag.' },
        { title: 'Returnering', text: 'Du kan returnere varer gratis inden for 30 dage.' },
        { title: 'Betaling', text: 'Betal med kort, MobilePay eller PayPal.' },
        { title: 'Gavekort (ikke tilgængeligt)', text: 'Gavekort kan ikke købes i øjeblikket.' },
      ],
      sliderText: 'Vores kaffe ristes langsomt i tromle ved skånsomme temperaturer. Det tager tid, men giver bønnerne en rund, mild aroma med lav syre. Hver ristning smages af vores ristemestre, før den pakkes og sendes frisk til dig.',
      openModal: 'Åbn størrelsesguide', modalTitle: 'Størrelsesguide', modalText: 'Mål dit bryst- og taljemål, og vælg den størrelse, hvis værdier ligger tættest på.',
      apply: 'Anvend', cancel: 'Annuller',
      submit: 'Send', formValid: 'Alle oplysninger er gyldige.',
    },
  },
};
export default copy;
