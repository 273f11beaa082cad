import type { Catalogue } from '../../catalogue.ts'
import type { faq as en } from '../en/faq.ts'

/** Fragen und Antworten der FAQ-Seite. */
export const faq: Catalogue<typeof en> = {
  eyebrow: 'Hilfe',
  title: 'Häufige Fragen',
  lead: 'Wie TimePrice Preise in Arbeitsstunden umrechnet, was es über Sie speichert und was es kostet (nichts).',
  groups: [
    {
      heading: 'Der Rechner',
      items: [
        {
          q: 'Wie berechnet TimePrice, was etwas an Zeit kostet?',
          a: 'Es teilt den Preis durch Ihren Stundensatz. Ein Laptop für 1.200 € kostet Sie bei 40 € pro Stunde 30 Arbeitsstunden. Das Ergebnis sehen Sie in Stunden und Minuten und zusätzlich in Tagen und Wochen, damit Sie sich vorstellen können, wie lange Sie dafür arbeiten.',
        },
        {
          q: 'Wofür ist der Modus „Was sollte ich berechnen?“ gedacht?',
          a: 'Er rechnet umgekehrt: Sie geben eine Dauer in Stunden, Tagen oder Wochen ein, und TimePrice multipliziert sie mit Ihrem Stundensatz. Selbstständige nutzen das für Angebote, zum Beispiel ergeben drei Arbeitstage zu 50 € pro Stunde 1.200 €.',
        },
        {
          q: 'Welchen Stundensatz sollte ich eingeben?',
          a: 'Das, was Ihnen eine Stunde Ihrer Zeit wert ist. Viele nehmen ihren Nettolohn pro Stunde, damit das Ergebnis zeigt, wie lange sie wirklich für etwas arbeiten; andere nehmen ihren Bruttostundenlohn oder den Satz, den sie Kunden berechnen. Ohne Konto gilt der eingegebene Satz nur für diesen Besuch; mit Konto können Sie ihn in Ihrem Profil speichern.',
        },
        {
          q: 'Was ist der Unterschied zwischen Arbeitswoche und Kalenderzeit?',
          a: 'Ist die Arbeitswoche eingeschaltet, hat ein Tag 8 Arbeitsstunden und eine Woche 5 Arbeitstage, also 40 Stunden. Ist sie ausgeschaltet, zählt TimePrice in Kalenderzeit: Ein Tag hat 24 Stunden, eine Woche 7 Tage. Die Stunden bleiben gleich, nur die Tage und Wochen ändern sich.',
        },
        {
          q: 'Welche Währungen gibt es, und rechnet TimePrice zwischen ihnen um?',
          a: 'Sie können aus 35 Währungen wählen, vom Euro und US-Dollar bis zum brasilianischen Real und japanischen Yen. TimePrice rechnet nicht zwischen Währungen um: Stundensatz und Preis stehen immer in derselben Währung, ein Wechselkurs spielt also keine Rolle.',
        },
      ],
    },
    {
      heading: 'Konto, Vergleiche und Belege',
      items: [
        {
          q: 'Brauche ich ein Konto?',
          a: 'Nein. Der Rechner funktioniert für alle, sogar mit ausgeschaltetem JavaScript. Mit einem Konto können Sie Berechnungen speichern, Favoriten markieren, Ziele festlegen, Belege drucken und Vergleiche teilen. Wenn Sie als Gast auf „Speichern“ drücken, können Sie sich anmelden oder registrieren, und Ihre eingegebene Berechnung wird gleich danach gespeichert.',
        },
        {
          q: 'Wie teile ich einen Vergleich, und wer kann ihn sehen?',
          a: 'Wählen Sie in Ihrer Übersicht zwei bis sechs gespeicherte Berechnungen aus, geben Sie auf Wunsch einen Titel ein und erstellen Sie den Vergleich (bis zu 30 pro Stunde). Sie erhalten sofort seinen Link zum Kopieren. Die Seite dahinter zeigt die Berechnungen nebeneinander in der Sprache der Person, die sie öffnet, mit einem Balkendiagramm der Arbeitsstunden, dem zeitlich günstigsten Posten hervorgehoben, Ihrem Benutzernamen und dem Datum; bei jedem Posten öffnet „Was würde mich das kosten?“ den Rechner mit dem eigenen Stundensatz der Besucherin oder des Besuchers. Ein Vergleich ist eine Momentaufnahme: Wenn Sie die Berechnungen später umbenennen oder löschen, ändert er sich nicht. Jede Person, die den Link hat, kann ihn ohne Konto öffnen. Teilen Sie ihn deshalb nur mit Menschen, die diese Zahlen sehen dürfen; Suchmaschinen werden gebeten, ihn nicht aufzunehmen. Sie können den Vergleich jederzeit in Ihrer Übersicht löschen; der Link führt dann zu „Seite nicht gefunden“.',
        },
        {
          q: 'Was ist ein Beleg?',
          a: 'Eine druckfertige Zusammenfassung einer gespeicherten Berechnung: der Gegenstand, sein Preis, Ihr Stundensatz, die Zeit, die er kostet, und das Datum. Er ist in der Belegsprache verfasst, die Sie in Ihrem Profil wählen (Englisch, Deutsch oder Portugiesisch); sie kann von der Sprache der Website abweichen.',
        },
        {
          q: 'Was sind Ziele?',
          a: 'Ein Ziel ist etwas, worauf Sie sparen, etwa eine Reise oder ein neues Fahrrad. Geben Sie den Zielbetrag ein, wie viel Sie schon gespart haben, und auf Wunsch eine Frist. TimePrice zeigt Ihnen, wie viele Arbeitsstunden noch fehlen, und mit Frist auch, wie viele Stunden pro Woche das bedeutet.',
        },
      ],
    },
    {
      heading: 'Datenschutz und Kosten',
      items: [
        {
          q: 'Was speichert TimePrice über mich?',
          a: 'Ohne Konto: nur Ihre Sprache in einem Cookie sowie Ihre Währung und Ihre Wahl zur Arbeitswoche in Ihrem Browser. Mit Konto: Ihre E-Mail-Adresse, Ihre Profileinstellungen und das, was Sie selbst speichern, also Berechnungen, Ziele und Vergleiche. Es gibt kein Tracking, keine Werbung, und wir verkaufen keine Daten. Einzelheiten finden Sie in der Datenschutzerklärung.',
        },
        {
          q: 'Wie lösche ich meine Daten?',
          a: 'Einzelne Berechnungen, Ziele und Vergleiche löschen Sie in Ihrer Übersicht; dort können Sie auch alle Berechnungen auf einmal entfernen. Um alles auf einmal zu löschen, löschen Sie Ihr Konto auf Ihrer Profilseite.',
        },
        {
          q: 'Wie lade ich meine Daten herunter?',
          a: 'Auf Ihrer Profilseite unter „Ihre Daten“: „Meine Daten herunterladen (JSON)“ liefert eine Datei mit Ihrem Profil, allen gespeicherten Berechnungen, Ihren Zielen mit dem Gesparten und Ihren Vergleichen mit ihren Links; „Meine Berechnungen herunterladen (CSV)“ liefert Ihre Berechnungen als Tabelle für jede Tabellenkalkulation. Beides funktioniert auch ohne JavaScript.',
        },
        {
          q: 'Wie lösche ich mein Konto?',
          a: 'Im „Gefahrenbereich“ unten auf Ihrer Profilseite: Geben Sie Ihr aktuelles Passwort ein, bestätigen Sie und klicken Sie auf „Mein Konto löschen“. Ihr Konto, Ihr Profil, Ihr Bild, Ihre Berechnungen, Ziele und Vergleiche werden sofort und endgültig gelöscht, die Links zu Ihren Vergleichen funktionieren nicht mehr, und Sie werden auf allen Geräten abgemeldet. Laden Sie Ihre Daten vorher herunter, wenn Sie sie behalten möchten. Mit derselben E-Mail-Adresse können Sie sich später neu registrieren; das neue Konto beginnt leer.',
        },
        {
          q: 'Was kostet TimePrice?',
          a: 'Nichts. Es gibt einen einzigen kostenlosen Tarif mit allen Funktionen, wir fragen nie nach Zahlungsdaten, und es gibt keine Werbung.',
        },
      ],
    },
  ],
  moreHeading: 'Noch Fragen?',
  moreText: 'Schreiben Sie uns, wir melden uns bei Ihnen.',
  moreLink: 'Kontakt aufnehmen',
}
