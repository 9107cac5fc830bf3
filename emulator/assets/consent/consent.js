// The emulator's stand-in for a shop's consent management platform (CMP). The storefront opens its settings by
// dispatching `storefront:open-cookie-consent` on window (README: the consent event contract); this script answers
// with a small modal dialog: categories, save, the choice stored in the `cookieConsent` cookie for a year.
const COPY = {
  de: {
    title: 'Cookie-Einstellungen',
    intro: 'Wählen Sie, welche Cookies wir verwenden dürfen.',
    necessary: 'Notwendig (immer aktiv)',
    statistics: 'Statistik',
    marketing: 'Marketing',
    save: 'Auswahl speichern',
    cancel: 'Abbrechen',
    saved: 'Ihre Auswahl wurde gespeichert.',
  },
  en: {
    title: 'Cookie settings',
    intro: 'Choose which cookies we may use.',
    necessary: 'Necessary (always on)',
    statistics: 'Statistics',
    marketing: 'Marketing',
    save: 'Save choice',
    cancel: 'Cancel',
    saved: 'Your choice has been saved.',
  },
  fr: {
    title: 'Paramètres des cookies',
    intro: 'Choisissez les cookies que nous pouvons utiliser.',
    necessary: 'Nécessaires (toujours actifs)',
    statistics: 'Statistiques',
    marketing: 'Marketing',
    save: 'Enregistrer le choix',
    cancel: 'Annuler',
    saved: 'Votre choix a été enregistré.',
  },
  pl: {
    title: 'Ustawienia plików cookie',
    intro: 'Wybierz, których plików cookie możemy używać.',
    necessary: 'Niezbędne (zawsze aktywne)',
    statistics: 'Statystyka',
    marketing: 'Marketing',
    save: 'Zapisz wybór',
    cancel: 'Anuluj',
    saved: 'Twój wybór został zapisany.',
  },
  cs: {
    title: 'Nastavení cookies',
    intro: 'Vyberte, které cookies smíme používat.',
    necessary: 'Nezbytné (vždy aktivní)',
    statistics: 'Statistika',
    marketing: 'Marketing',
    save: 'Uložit výběr',
    cancel: 'Zrušit',
    saved: 'Váš výběr byl uložen.',
  },
  sk: {
    title: 'Nastavenia cookies',
    intro: 'Vyberte, ktoré cookies smieme používať.',
    necessary: 'Nevyhnutné (vždy aktívne)',
    statistics: 'Štatistika',
    marketing: 'Marketing',
    save: 'Uložiť výber',
    cancel: 'Zrušiť',
    saved: 'Váš výber bol uložený.',
  },
  hu: {
    title: 'Sütibeállítások',
    intro: 'Válassza ki, mely sütiket használhatjuk.',
    necessary: 'Szükséges (mindig aktív)',
    statistics: 'Statisztika',
    marketing: 'Marketing',
    save: 'Választás mentése',
    cancel: 'Mégse',
    saved: 'Választását elmentettük.',
  },
  tr: {
    title: 'Çerez ayarları',
    intro: 'Hangi çerezleri kullanabileceğimizi seçin.',
    necessary: 'Gerekli (her zaman etkin)',
    statistics: 'İstatistik',
    marketing: 'Pazarlama',
    save: 'Seçimi kaydet',
    cancel: 'İptal',
    saved: 'Seçiminiz kaydedildi.',
  },
  da: {
    title: 'Cookie-indstillinger',
    intro: 'Vælg, hvilke cookies vi må bruge.',
    necessary: 'Nødvendige (altid aktive)',
    statistics: 'Statistik',
    marketing: 'Marketing',
    save: 'Gem valg',
    cancel: 'Annuller',
    saved: 'Dit valg er gemt.',
  },
  sv: {
    title: 'Cookie-inställningar',
    intro: 'Välj vilka cookies vi får använda.',
    necessary: 'Nödvändiga (alltid aktiva)',
    statistics: 'Statistik',
    marketing: 'Marknadsföring',
    save: 'Spara val',
    cancel: 'Avbryt',
    saved: 'Ditt val har sparats.',
  },
};
const COOKIE = 'cookieConsent';

const readChoice = () => {
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  const value = raw ? decodeURIComponent(raw.slice(COOKIE.length + 1)) : '';
  return new Set(value.split(',').filter(Boolean));
};

const element = (tag, attributes = {}, text) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
};

const open = () => {
  // In the page's language (every storefront's, and en): the language part of <html lang>, else English.
  const copy = COPY[document.documentElement.lang.slice(0, 2).toLowerCase()] ?? COPY.en;
  const chosen = readChoice();
  const dialog = element('dialog', { class: 'consent-dialog', 'aria-labelledby': 'consent-title' });
  const form = element('form', { method: 'dialog' });
  form.append(element('h2', { id: 'consent-title' }, copy.title), element('p', {}, copy.intro));
  const box = (name, label, checked, disabled) => {
    const row = element('p');
    const input = element('input', { type: 'checkbox', id: `consent-${name}`, name });
    input.checked = checked;
    input.disabled = disabled;
    row.append(input, element('label', { for: `consent-${name}` }, label));
    return row;
  };
  form.append(
    box('necessary', copy.necessary, true, true),
    box('statistics', copy.statistics, chosen.has('statistics'), false),
    box('marketing', copy.marketing, chosen.has('marketing'), false),
  );
  const actions = element('p');
  const save = element('button', { type: 'submit', value: 'save' }, copy.save);
  const cancel = element('button', { type: 'submit', value: 'cancel' }, copy.cancel);
  actions.append(save, cancel);
  form.append(actions);
  dialog.append(form);
  const status = element('p', { role: 'status', class: 'consent-status' });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'save') {
      const categories = ['necessary', ...['statistics', 'marketing'].filter((name) => form.elements.namedItem(name).checked)];
      document.cookie = `${COOKIE}=${encodeURIComponent(categories.join(','))}; path=/; max-age=31536000; samesite=lax`;
      status.textContent = copy.saved;
      window.dispatchEvent(new CustomEvent('storefront:cookie-consent-changed', { detail: { categories } }));
    }
    dialog.remove();
  });
  document.body.append(dialog, status);
  dialog.showModal();
  setTimeout(() => status.remove(), 5000);
};

window.addEventListener('storefront:open-cookie-consent', open);
