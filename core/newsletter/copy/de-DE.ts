import type { NewsletterCopy } from '../newsletter.messages';

/** Newsletter copy, de-DE. */
const copy: NewsletterCopy<'de-DE'> = {
  title: 'Newsletter abonnieren',
  intro:
    'Wöchentliche Angebote, Kaffee-Neuheiten und Inspiration – dazu ein Willkommensgutschein über {discount}¹ für Ihre nächste Bestellung.',
  bubbleText: 'Willkommens\u00ADrabatt',
  imageAlt: 'Eine Tasse Kaffee neben einem geöffneten Briefumschlag',
  emailLabel: 'E-Mail-Adresse',
  salutationLabel: 'Anrede',
  salutationPlaceholder: 'Bitte wählen',
  salutations: { MR: 'Herr', MRS: 'Frau', COMPANY: 'Firma', DIVERS: 'Divers' },
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  honeypotLabel: 'Bitte lassen Sie dieses Feld leer',
  legalNoticeTitle: 'Rechtliche Hinweise zum Newsletter',
  legalNotice:
    'Unser Newsletter informiert Sie per E-Mail über wöchentliche Angebote, Kaffee, Mode, Wohnen und Sport. Sie können ihn jederzeit kostenlos abbestellen, über den Link in jedem Newsletter oder unser [contact]. [sample]',
  minimumAge: {
    one: 'Mit der Anmeldung bestätigen Sie, dass Sie mindestens {count} Jahr alt sind.',
    other: 'Mit der Anmeldung bestätigen Sie, dass Sie mindestens {count} Jahre alt sind.',
  },
  unconfirmedDeletion: {
    one: 'Bestätigen Sie Ihre Anmeldung nicht innerhalb von {count} Tag, werden Ihre Daten gelöscht.',
    other: 'Bestätigen Sie Ihre Anmeldung nicht innerhalb von {count} Tagen, werden Ihre Daten gelöscht.',
  },
  inactivityStop: {
    one: 'Öffnen Sie {count} Jahr lang keinen unserer Newsletter, stellen wir den Versand ein.',
    other: 'Öffnen Sie {count} Jahre lang keinen unserer Newsletter, stellen wir den Versand ein.',
  },
  voucherValidity: {
    one: 'Der Willkommensgutschein ist {count} Monat ab der Anmeldung gültig und einmal einlösbar.',
    other: 'Der Willkommensgutschein ist {count} Monate ab der Anmeldung gültig und einmal einlösbar.',
  },
  sampleNewsletterLinkText: 'Beispiel-Newsletter ansehen',
  contactLinkText: 'Kontaktformular',
  dneLabel: 'Ja, ich möchte persönliche, auf meine Interessen zugeschnittene Angebote erhalten.',
  legalConsentLabel: 'Ich willige in den Empfang kommerzieller elektronischer Nachrichten ein.',
  privacyHint: 'Wie wir Ihre Daten verarbeiten, erfahren Sie in unseren [privacy].',
  privacyLinkText: 'Datenschutzhinweisen',
  submit: 'Abonnieren',
  reviewLegalNotice: 'Bitte lesen Sie die folgenden Hinweise und senden Sie das Formular dann erneut ab.',
  mandatoryNote: '* Pflichtfeld',
  voucherFootnote: '¹ Es gelten die [conditions].',
  voucherConditionsLinkText: 'Gutscheinbedingungen',
  successTitle: 'Fast geschafft!',
  successText:
    'Wir haben eine Bestätigungs-E-Mail an {email} gesendet. Bitte klicken Sie auf den Link darin, um Ihre Anmeldung zu bestätigen.',
  errorGeneric: 'Aus technischen Gründen ist die Newsletter-Anmeldung derzeit nicht möglich. Bitte versuchen Sie es später erneut!',
  errorTooManyAttempts: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  siteNotListed:
    'Auf dieser Seite ist die Anmeldung zum Newsletter von Bohne & Haus leider nicht möglich. Sie können sich direkt im Shop anmelden.',
  siteNotListedAtShop:
    'Die Seite, von der Sie kamen, darf keine Newsletter-Anmeldungen an uns senden. Es wurde nichts gesendet; Sie können sich hier direkt anmelden.',
  errorTextsNotShown:
    'Bitte lesen Sie zuerst die Hinweise zum Newsletter, die jetzt unten stehen, und senden Sie das Formular dann erneut ab. Ihre Angaben bleiben erhalten.',
  sentUnconfirmed:
    'Ihre Anmeldung wurde übermittelt. Bitte sehen Sie in Ihrem Postfach nach – kommt keine E-Mail an, versuchen Sie es bitte erneut.',
  invalidLink: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für den Newsletter an.',
  errors: {
    emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    nameTooLong: 'Bitte geben Sie höchstens 40 Zeichen ein.',
    nameInvalid: 'Dieses Feld enthält ungültige Zeichen.',
    firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
    lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
    salutationRequired: 'Die Anrede ist ein Pflichtfeld.',
    legalConsentRequired: 'Bitte willigen Sie in den Empfang kommerzieller elektronischer Nachrichten ein, um sich anzumelden.',
  },
  page: {
    title: 'Newsletter',
    intro: 'Kein Angebot mehr verpassen: Unser Newsletter bringt die Highlights der Woche direkt in Ihr Postfach.',
  },
  confirm: {
    title: 'Newsletter-Bestätigung',
    checking: 'Ihre Anmeldung wird bestätigt …',
    confirmPrompt: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung.',
    confirmButton: 'Anmeldung bestätigen',
    alreadyTitle: 'Ihre Anmeldung ist bereits bestätigt',
    alreadyText:
      'Sie erhalten unseren Newsletter schon. Ihre Themen ändern Sie über den Link „Ihre Themen verwalten“ in jeder Newsletter-E-Mail.',
    successTitle: 'Vielen Dank – Ihre Anmeldung ist bestätigt!',
    successText: 'Ab sofort erhalten Sie unseren Newsletter. Ihr Willkommensgutschein ist unterwegs.',
    preferencesLinkText: 'Themen auswählen',
    failedTitle: 'Dieser Bestätigungslink kann nicht verwendet werden',
    shopLinkText: 'Weiter einkaufen',
  },
  preferences: {
    title: 'Newsletter-Einstellungen',
    intro: 'Sagen Sie uns, was Sie interessiert, und wir stimmen den Newsletter auf Sie ab.',
    loading: 'Ihre Einstellungen werden geladen …',
    needsJavaScript:
      'Ihre Einstellungen lassen sich nur mit eingeschaltetem JavaScript ändern. Bitte schalten Sie es ein und laden Sie die Seite neu.',
    emailLabel: 'E-Mail-Adresse',
    statusLabel: 'Status',
    statuses: { WAITING_FOR_DOI: 'Wartet auf Ihre Bestätigung', SUBSCRIBED: 'Angemeldet' },
    topicsLegend: 'Themen',
    topics: {
      WOMEN_FASHION: 'Damenmode',
      MEN_FASHION: 'Herrenmode',
      SPORT: 'Sport',
      LIVING_FURNITURE: 'Wohnen & Möbel',
      HOBBY: 'Hobby',
      KIDS: 'Kinder',
      KITCHEN: 'Küche',
      SLEEPING: 'Schlafen',
      DISCOUNTS: 'Rabatte',
      COFFEE: 'Kaffee',
      MOBILE: 'Mobilfunk',
      LOYALTY_CARD: 'Kundenkarte',
      STORE: 'Filialen',
    },
    save: 'Einstellungen speichern',
    saved: 'Ihre Einstellungen wurden gespeichert.',
    saveFailed: 'Ihre Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
    notFound: 'Wir konnten diese Anmeldung nicht finden. Der Link ist möglicherweise veraltet.',
    unsubscribe: 'Newsletter abbestellen',
    unsubscribed: 'Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.',
    unsubscribeFailed: 'Das Abbestellen hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  },
  mail: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: 'Hallo, bitte bestätigen Sie Ihre Anmeldung zum Newsletter von Bohne & Haus, indem Sie diesen Link öffnen:',
    preferencesText: 'Ihre Themen verwalten:',
    alreadySubscribedSubject: 'Diese E-Mail-Adresse ist bereits angemeldet',
    alreadySubscribedBody:
      'Jemand (vielleicht Sie) wollte diese Adresse erneut für unseren Newsletter anmelden. Sie ist bereits angemeldet, Sie müssen nichts tun.',
    welcomeSubject: 'Willkommen beim Newsletter von Bohne & Haus – Ihr Gutschein',
    welcomeBody:
      'Vielen Dank für Ihre Bestätigung! Wie versprochen erhalten Sie Ihren Willkommensgutschein für Ihre nächste Bestellung (es gelten die Gutscheinbedingungen).',
    welcomeCodeLabel: 'Gutscheincode:',
  },
};
export default copy;
