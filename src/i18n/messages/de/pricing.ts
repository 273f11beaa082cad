import type { Catalogue } from '../../catalogue.ts'
import type { pricing as en } from '../en/pricing.ts'

/** Die Preisseite: ein kostenloser Tarif. */
export const pricing: Catalogue<typeof en> = {
  eyebrow: 'Preise',
  title: 'Ein Tarif, und der ist kostenlos',
  lead: 'Alles, was TimePrice kann, steht allen zur Verfügung. Es gibt keine kostenpflichtige Stufe, keine auslaufende Testphase und keine Zahlungsdaten, die Sie eingeben müssten.',
  plan: {
    name: 'Kostenlos',
    summary: 'Alle Funktionen, für alle, die TimePrice nutzen.',
    featuresHeading: 'Das ist im kostenlosen Tarif enthalten',
    features: [
      'Der Rechner in beide Richtungen: vom Preis zur Zeit und von der Zeit zum Preis',
      'Ihr Stundensatz in einer von 35 Währungen',
      'Arbeitswoche oder Kalenderzeit für Tage und Wochen',
      'Unbegrenzt viele gespeicherte Berechnungen, mit Favoriten und eigenen Titeln',
      'Ziele mit den noch nötigen Arbeitsstunden und den Stunden pro Woche bis zur Frist',
      'Vergleiche von zwei bis sechs Berechnungen hinter einem Link, den alle öffnen können, mit Balkendiagramm',
      'Druckfertige Belege auf Englisch, Deutsch oder Portugiesisch',
      'Ihre Übersicht bleibt in allen Fenstern und auf allen Geräten aktuell',
      'Die ganze Website auf Englisch, Deutsch und brasilianischem Portugiesisch',
    ],
    cta: 'Kostenlos registrieren',
    ctaSignedIn: 'Zum Rechner',
    noCard: 'Keine Zahlungsdaten nötig.',
  },
  honestyHeading: 'Warum ist das kostenlos?',
  honestyText:
    'TimePrice ist ein kleines Projekt, dessen Betrieb wenig kostet. Wir zeigen keine Werbung, verfolgen Sie nicht und verkaufen keine Daten. Sollten wir jemals einen kostenpflichtigen Tarif einführen, kündigen wir das vorher hier an, und alles, was Sie gespeichert haben, können Sie weiterhin behalten oder löschen.',
  guestHeading: 'Ausprobieren ohne Konto',
  guestText: 'Der Rechner funktioniert auch ohne Registrierung. Ein Konto ergänzt nur das Speichern, Ziele, Belege und das Teilen.',
  guestLink: 'Rechner ausprobieren',
}
