import type { Catalogue } from '../../catalogue.ts'
import type { content as en } from '../en/content.ts'
import { comparison } from './comparison.ts'
import { faq } from './faq.ts'
import { impressum } from './impressum.ts'
import { pricing } from './pricing.ts'
import { privacy } from './privacy.ts'
import { terms } from './terms.ts'

/** Texte der Inhaltsseiten: FAQ, Preise, Rechtliches, Seitenübersicht und Vergleichsansicht. */
export const content: Catalogue<typeof en> = {
  faq,
  pricing,
  legal: {
    eyebrow: 'Rechtliches',
    updated: 'Stand: {{date}}',
    tocLabel: 'Auf dieser Seite',
    contactHeading: 'Fragen zu dieser Seite?',
    contactText: 'Schreiben Sie uns über die Kontaktseite oder per E-Mail an hello@timeprice.example.',
    contactLink: 'Zur Kontaktseite',
    impressum,
    privacy,
    terms,
  },
  sitemap: {
    eyebrow: 'Überblick',
    title: 'Seitenübersicht',
    lead: 'Alle Seiten von TimePrice auf einen Blick.',
    pagesHeading: 'Seiten',
    moreHeading: 'Ihr Konto und Beispiele',
    links: {
      home: 'Rechner',
      contact: 'Kontakt',
      dashboard: 'Übersicht',
      faq: 'Häufige Fragen',
      goals: 'Ziele',
      impressum: 'Impressum',
      login: 'Anmelden',
      pricing: 'Preise',
      privacy: 'Datenschutzerklärung',
      profile: 'Profil',
      signup: 'Registrieren',
      sitemap: 'Seitenübersicht',
      terms: 'Nutzungsbedingungen',
      testSharedComparison: 'Beispielvergleich',
    },
  },
  comparison,
}
