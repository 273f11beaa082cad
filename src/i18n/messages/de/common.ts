/** Produktname, Navigation, Fußzeile und andere Texte jeder Seite. */
export const common = {
  app: {
    name: 'TimePrice',
    skipToContent: 'Zum Inhalt springen',
  },
  nav: {
    label: 'Hauptnavigation',
    calculator: 'Rechner',
    pricing: 'Preise',
    faq: 'FAQ',
    dashboard: 'Übersicht',
    goals: 'Ziele',
    profile: 'Profil',
    login: 'Anmelden',
    signup: 'Registrieren',
    logout: 'Abmelden',
    language: 'Sprache',
    menu: 'Menü',
  },
  languageNames: {
    en: 'English',
    de: 'Deutsch',
    'pt-BR': 'Português (Brasil)',
  },
  footer: {
    label: 'Fußzeile',
    contact: 'Kontakt',
    impressum: 'Impressum',
    privacy: 'Datenschutz',
    terms: 'Nutzungsbedingungen',
    sitemap: 'Seitenübersicht',
    copyright: '© {{year}} TimePrice. Preise in Geld, Kosten in Zeit.',
  },
  /** Der Hinweis, den ein offener Tab zeigt, wenn eine neuere Version erschienen ist. */
  versionNotice: {
    message: 'Eine neue Version von TimePrice ist verfügbar.',
    reload: 'Neu laden',
  },
}
