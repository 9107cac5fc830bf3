import type { ComponentCopy } from '../components.messages';

/** Component copy, de-DE. */
const copy: ComponentCopy<'de-DE'> = {
  validation: {
    defaultMessage: '{field} ist nicht gültig.',
    required: '{field} ist ein Pflichtfeld.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    maxLength: {
      one: '{field} darf höchstens {count} Zeichen lang sein.',
      other: '{field} darf höchstens {count} Zeichen lang sein.',
    },
    minLength: {
      one: '{field} muss mindestens {count} Zeichen lang sein.',
      other: '{field} muss mindestens {count} Zeichen lang sein.',
    },
    nameCharacters: '{field} enthält ungültige Zeichen.',
    noUrl: '{field} darf keine Internetadresse enthalten.',
    digits: '{field} darf nur Ziffern enthalten.',
  },
  required: 'Pflichtfeld',
  requiredLegend: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  loading: 'Wird geladen ...',
  close: 'Schließen',
  opensInNewTab: '(öffnet in neuem Tab)',
  textSlider: { more: 'Mehr anzeigen', less: 'Weniger anzeigen' },
  passwordStrength: { label: 'Passwortstärke', weak: 'schwach', ok: 'ausreichend', strong: 'stark', veryStrong: 'sehr stark' },
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  notificationTypes: { info: 'Hinweis', success: 'Erfolg', error: 'Fehler', warning: 'Warnung' },
  catalogue: {
    title: 'Komponenten',
    intro: 'Die gemeinsamen Komponenten des Shops: jede Komponente in jedem Zustand, zum Ansehen und Ausprobieren.',
    sections: {
      buttons: 'Buttons', links: 'Textlinks', inputs: 'Eingabefelder', selects: 'Auswahlliste',
      choices: 'Checkbox und Radiobuttons', notifications: 'Hinweise', expansion: 'Aufklappbereiche',
      textSlider: 'Textslider', modal: 'Dialogfenster', form: 'Formular mit Prüfung',
    },
    states: {
      default: 'Standard', valid: 'Gültig', error: 'Fehler', disabled: 'Deaktiviert', loading: 'Lädt',
      controlled: 'Gesteuert', single: 'Immer nur ein Bereich offen', multiple: 'Mehrere Bereiche (multiple)',
      preventCloseLast: 'Der letzte offene Bereich bleibt offen',
    },
    demo: {
      addToCart: 'In den Warenkorb', clicked: 'Klicks: {count}', internalLink: 'Filiale finden',
      externalLink: 'Nachhaltigkeitsbericht', unsafeLink: 'Unsicherer Link (ohne Ziel dargestellt)',
      mailLink: 'Kundenservice schreiben',
      firstName: 'Vorname', email: 'E-Mail-Adresse', password: 'Passwort', quantity: 'Menge', iban: 'IBAN',
      emailHint: 'Wir geben Ihre Adresse niemals weiter.', quantityHint: 'Nur Ziffern, höchstens 3.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      country: 'Land', choose: 'Bitte wählen', countries: ['Deutschland', 'Österreich', 'Schweiz', 'Polen', 'Tschechien', 'Ungarn', 'Slowakei', 'Türkei'],
      salutation: 'Anrede', salutations: ['Frau', 'Herr', 'Divers'],
      delivery: 'Lieferung', deliveryOptions: ['Standardversand', 'Expressversand', 'Click & Collect (nicht verfügbar)'],
      newsletterConsent: 'Ich möchte den Newsletter erhalten.', termsConsent: 'Ich akzeptiere die AGB.',
      termsError: 'Bitte akzeptieren Sie die AGB.',
      notificationTitle: 'Gut zu wissen', info: 'Ihr Warenkorb bleibt 30 Tage gespeichert.', success: 'Der Artikel liegt in Ihrem Warenkorb.',
      warning: 'Nur noch 2 Stück verfügbar.', error: 'Die Zahlung konnte nicht abgeschlossen werden.',
      bannerText: 'Diese Woche versandkostenfrei ab 30 Euro.', showBannerAgain: 'Banner wieder anzeigen',
      panels: [
        { title: 'Versand', text: 'Bestellungen, die werktags vor 14 Uhr eingehen, verlassen noch am selben Tag unser Lager.' },
        { title: 'Rückgabe', text: 'Sie können Artikel innerhalb von 30 Tagen kostenlos zurückgeben.' },
        { title: 'Zahlung', text: 'Bezahlen Sie per Rechnung, Karte, PayPal oder Lastschrift.' },
        { title: 'Geschenkkarte (nicht verfügbar)', text: 'Geschenkkarten sind derzeit nicht erhältlich.' },
      ],
      sliderText: 'Unser Kaffee wird langsam im Trommelröster bei schonenden Temperaturen geröstet. Das braucht Zeit, schenkt den Bohnen aber ein rundes, mildes Aroma mit wenig Säure. Jede Röstung wird von unseren Röstmeistern verkostet, bevor sie verpackt und frisch zu Ihnen geschickt wird.',
      openModal: 'Größentabelle öffnen', modalTitle: 'Größentabelle', modalText: 'Messen Sie Brust- und Taillenumfang und wählen Sie die Größe, deren Werte am nächsten liegen.',
      apply: 'Übernehmen', cancel: 'Abbrechen',
      submit: 'Absenden', formValid: 'Alle Angaben sind gültig.',
    },
  },
};
export default copy;
