import type { Catalogue } from '../../catalogue.ts'
import type { sharing as en } from '../en/sharing.ts'

/** Die Vergleiche der Übersicht: Berechnungen auswählen, der neue Link und die Liste der geteilten. */
export const sharing: Catalogue<typeof en> = {
  select: 'Zum Vergleichen auswählen',
  selectLead: 'Vergleichen Sie Ihre Berechnungen nebeneinander über einen Link, den jeder ohne Konto öffnen kann.',
  heading: 'Berechnungen vergleichen',
  lead: 'Kreuzen Sie unten {{min}} bis {{max}} Berechnungen an, geben Sie dem Vergleich auf Wunsch einen Titel und erstellen Sie seinen Link.',
  stop: 'Auswahl beenden',
  titleLabel: 'Titel des Vergleichs (optional)',
  titleHint: 'Höchstens {{max}} Zeichen. Ohne Titel heißt der Vergleich nach dem, was er vergleicht.',
  create: 'Vergleich erstellen',
  creating: 'Wird erstellt …',
  chosen: { one: '{{count}} Berechnung ausgewählt.', other: '{{count}} Berechnungen ausgewählt.' },
  needMore: 'Wählen Sie mindestens {{min}} Berechnungen zum Vergleichen.',
  tooMany: 'Wählen Sie höchstens {{max}} Berechnungen zum Vergleichen.',
  created: {
    heading: 'Ihr Vergleich ist fertig',
    text: 'Jeder mit diesem Link kann den Vergleich sehen, in seiner eigenen Sprache.',
    linkLabel: 'Link zu Ihrem Vergleich',
    copy: 'Link kopieren',
    copied: 'Link kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden: Markieren und kopieren Sie ihn selbst.',
    share: 'Teilen',
    open: 'Vergleich öffnen',
  },
  list: {
    heading: 'Ihre Vergleiche',
    empty: 'Sie haben noch keinen Vergleich geteilt.',
    items: { one: '{{count}} Berechnung', other: '{{count}} Berechnungen' },
    created: 'Erstellt am {{date}}',
    open: 'Öffnen',
    copy: 'Link kopieren',
    copied: 'Link zu „{{title}}“ kopiert.',
    delete: 'Löschen',
    question: '„{{title}}“ löschen? Sein Link funktioniert dann für niemanden mehr.',
    confirm: 'Ja, löschen',
    deleted: 'Der Vergleich wurde gelöscht; sein Link funktioniert nicht mehr.',
  },
}
