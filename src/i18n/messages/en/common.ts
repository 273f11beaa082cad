/** Product name, navigation, footer and other strings every page shows. */
export const common = {
  app: {
    name: 'TimePrice',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main navigation',
    calculator: 'Calculator',
    pricing: 'Pricing',
    faq: 'FAQ',
    dashboard: 'Dashboard',
    goals: 'Goals',
    profile: 'Profile',
    login: 'Log in',
    signup: 'Sign up',
    logout: 'Sign out',
    language: 'Language',
    menu: 'Menu',
  },
  languageNames: {
    en: 'English',
    de: 'Deutsch',
    'pt-BR': 'Português (Brasil)',
  },
  footer: {
    label: 'Footer',
    contact: 'Contact',
    impressum: 'Impressum',
    privacy: 'Privacy',
    terms: 'Terms',
    sitemap: 'Sitemap',
    copyright: '© {{year}} TimePrice. Prices in money, costs in time.',
  },
  /** The notice an open tab shows when a newer build has shipped. */
  versionNotice: {
    message: 'A new version of TimePrice is available.',
    reload: 'Reload',
  },
}
