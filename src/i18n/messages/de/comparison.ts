import type { Catalogue } from '../../catalogue.ts'
import type { comparison as en } from '../en/comparison.ts'

/** Die Vergleichsansicht: geteilte Vergleiche und das Beispiel. */
export const comparison: Catalogue<typeof en> = {
  eyebrowShared: 'Geteilter Vergleich',
  eyebrowSample: 'Beispielvergleich',
  byline: 'Geteilt von {{owner}} am {{date}}',
  bylineNoOwner: 'Geteilt am {{date}}',
  previewTitle: '{{items}} – in Arbeitsstunden',
  legend: 'Hervorgehoben: das zeitlich Günstigste, der Posten, der die wenigsten Arbeitsstunden kostet.',
  costMe: 'Was würde mich das kosten?',
  errors: {
    calculationIdsCount: 'Berechnungen: Wählen Sie {{min}} bis {{max}} Ihrer gespeicherten Berechnungen.',
    calculationIdsDuplicate: 'Berechnungen: Wählen Sie jede Berechnung nur einmal.',
    calculationIdsUnknown: 'Berechnungen: Wählen Sie nur Berechnungen, die in Ihrem Konto gespeichert sind.',
    titleType: 'Titel: Geben Sie den Titel als Text ein.',
    titleTooLong: 'Titel: Höchstens {{max}} Zeichen.',
    titleControlCharacters: 'Titel: Bitte entfernen Sie die unsichtbaren Steuerzeichen.',
    unknownField: '„{{field}}“ gehört nicht zu einem Vergleich: Senden Sie nur calculationIds und einen Titel.',
    notFound: 'Vergleich nicht gefunden oder gelöscht.',
    rateLimited: 'Sie haben in der letzten Stunde {{max}} Vergleiche erstellt. Bitte warten Sie etwas, bevor Sie weitere erstellen.',
  },
  sampleNote:
    'Dieser Vergleich zeigt Beispieldaten. So sehen Sie, wie ein geteilter Vergleich aussieht, bevor Sie Ihren eigenen erstellen.',
  sampleCtaGuest: 'Registrieren und selbst vergleichen',
  sampleCtaUser: 'In Ihrer Übersicht vergleichen',
  summary: 'Zeitlich am günstigsten: {{title}} mit {{time}} Arbeit.',
  chartHeading: 'Arbeitsstunden pro Posten',
  chartLabel: 'Balkendiagramm der Arbeitsstunden, die jeder Posten kostet',
  chartItem: 'Posten',
  chartHours: 'Arbeitsstunden',
  itemsHeading: 'Die Berechnungen im Vergleich',
  cheapest: 'Zeitlich am günstigsten',
  modes: {
    price_to_time: 'Preis → Zeit',
    time_to_price: 'Zeit → Preis',
  },
  price: 'Preis',
  hourlyRate: 'Stundensatz',
  perHour: '{{amount}} pro Stunde',
  inOwnerCurrency: 'In {{currency}}',
  convertedAt: '≈ {{amount}} zum EZB-Referenzkurs vom {{date}}',
  convertedNote: 'In {{currency}} umgerechnet zum EZB-Referenzkurs, der mit jedem Eintrag gespeichert ist: {{items}}.',
  time: 'Zeit',
  daysLabel: 'In Tagen',
  weeksLabel: 'In Wochen',
  basisWorkWeek: 'Arbeitswoche: 8 Stunden pro Tag, 5 Tage pro Woche',
  basisCalendar: 'Kalenderzeit: 24 Stunden pro Tag, 7 Tage pro Woche',
  sample: {
    title: 'Laptop, Fahrrad oder ein Kurzurlaub?',
    items: {
      laptop: 'Laptop',
      bike: 'Stadtrad',
      trip: 'Wochenendreise nach Lissabon',
      headphones: 'Kopfhörer mit Geräuschunterdrückung',
    },
  },
}
