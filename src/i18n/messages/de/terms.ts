import type { Catalogue } from '../../catalogue.ts'
import type { terms as en } from '../en/terms.ts'

/** Die Nutzungsbedingungen. */
export const terms: Catalogue<typeof en> = {
  title: 'Nutzungsbedingungen',
  lead: 'Die Regeln für die Nutzung von TimePrice, in verständlicher Sprache.',
  sections: [
    {
      heading: 'Der Dienst',
      body: [
        'TimePrice ist eine kostenlose Webanwendung, die Preise in Arbeitszeit und Arbeitszeit in Preise umrechnet. Diese Bedingungen gelten für alle, die sie nutzen, mit oder ohne Konto.',
      ],
    },
    {
      heading: 'Ihr Konto',
      body: [
        'Für ein Konto brauchen Sie eine gültige E-Mail-Adresse. Behalten Sie Ihr Passwort für sich: Sie sind dafür verantwortlich, was mit Ihrem Konto geschieht. Wenn Sie vermuten, dass jemand anderes Ihr Passwort kennt, ändern Sie es sofort in Ihrem Profil.',
      ],
    },
    {
      heading: 'Faire Nutzung',
      body: [
        'Bitte nutzen Sie TimePrice nur für rechtmäßige Zwecke. Insbesondere dürfen Sie nicht:',
        [
          'versuchen, in den Dienst einzudringen, ihn zu überlasten oder die Daten anderer zu lesen;',
          'automatisiert in großer Zahl Konten anlegen oder Anfragen senden;',
          'rechtswidrige, beleidigende oder irreführende Inhalte in Titel, Benutzernamen, Profilbilder oder geteilte Vergleiche einstellen.',
        ],
      ],
    },
    {
      heading: 'Keine Gewähr für die Berechnungen',
      body: [
        'TimePrice führt einfache Rechnungen mit den Zahlen aus, die Sie eingeben. Wir achten darauf, dass sie stimmen, übernehmen aber keine Gewähr dafür, dass die Ergebnisse vollständig, genau oder für einen bestimmten Zweck geeignet sind, etwa für Steuer-, Gehalts- oder Preisentscheidungen. Prüfen Sie wichtige Zahlen selbst, bevor Sie sich darauf verlassen.',
      ],
    },
    {
      heading: 'Geteilte Links sind öffentlich',
      body: [
        'Ein Vergleichslink ist öffentlich: Jede Person, die ihn hat, kann den Vergleich ohne Anmeldung öffnen und den Link weitergeben. Teilen Sie ihn nur mit Menschen, die seinen Inhalt sehen dürfen. Sobald Sie den Vergleich in Ihrer Übersicht löschen, funktioniert der Link nicht mehr.',
      ],
    },
    {
      heading: 'Verfügbarkeit und Änderungen',
      body: [
        'Wir betreiben TimePrice mit Sorgfalt, können aber nicht versprechen, dass der Dienst immer erreichbar und fehlerfrei ist. Wir können Funktionen ändern, ergänzen oder entfernen. Sollten wir TimePrice jemals einstellen, informieren wir alle Kontoinhaber rechtzeitig.',
      ],
    },
    {
      heading: 'Haftung',
      body: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten, und zwar begrenzt auf den typischerweise vorhersehbaren Schaden. Da der Dienst kostenlos ist, ist unsere Haftung im Übrigen ausgeschlossen, soweit das Gesetz dies zulässt.',
      ],
    },
    {
      heading: 'Konto löschen',
      body: [
        'Sie können die Nutzung von TimePrice jederzeit beenden. Um Ihr Konto zu löschen, schreiben Sie uns über die Kontaktseite. Wir löschen dann Ihr Konto samt Profil, Berechnungen, Zielen und Vergleichen, und Ihre geteilten Links funktionieren nicht mehr.',
        'Ein Konto, das schwerwiegend gegen diese Bedingungen verstößt, können wir sperren oder schließen, wo es zumutbar ist, nach vorheriger Warnung.',
      ],
    },
    {
      heading: 'Änderungen dieser Bedingungen und anwendbares Recht',
      body: [
        'Wir können diese Bedingungen aktualisieren. Über wichtige Änderungen informieren wir alle Kontoinhaber per E-Mail, bevor sie wirksam werden.',
        'Es gilt deutsches Recht. Nutzen Sie TimePrice als Verbraucher, bleiben die zwingenden Verbraucherschutzvorschriften des Landes, in dem Sie leben, unberührt.',
      ],
    },
  ],
}
