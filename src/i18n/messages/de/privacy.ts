import type { Catalogue } from '../../catalogue.ts'
import type { privacy as en } from '../en/privacy.ts'

/** Die Datenschutzerklärung. */
export const privacy: Catalogue<typeof en> = {
  title: 'Datenschutzerklärung',
  lead: 'TimePrice speichert so wenig über Sie wie möglich. Hier erfahren Sie, was gespeichert wird, warum und wo, und welche Rechte Sie haben.',
  sections: [
    {
      heading: 'Verantwortliche Stelle',
      body: [
        'Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website ist der im Impressum genannte Betreiber. Sie erreichen uns über die Kontaktseite oder unter hello@timeprice.example.',
      ],
    },
    {
      heading: 'Nutzung ohne Konto',
      body: [
        'Den Rechner können Sie ohne Konto nutzen. Was Sie eingeben, wird in Ihrem Browser berechnet oder, bei ausgeschaltetem JavaScript, für genau diese eine Anfrage auf unserem Server, und es wird nicht gespeichert.',
        'Um die Seiten auszuliefern und den Dienst vor Missbrauch zu schützen, verarbeitet unser Hosting-Anbieter kurzzeitig technische Daten Ihrer Anfrage, etwa Ihre IP-Adresse, Ihren Browser und die Adresse der aufgerufenen Seite. Wir nutzen sie nur zu diesen Zwecken und erstellen daraus keine Profile.',
      ],
    },
    {
      heading: 'Was wir speichern, wenn Sie ein Konto haben',
      body: [
        'Wenn Sie sich registrieren und Ihr Konto nutzen, speichern wir:',
        [
          'Ihre E-Mail-Adresse, um Sie anzumelden und Ihnen Nachrichten zu Ihrem Konto zu schicken, etwa einen Link zum Zurücksetzen des Passworts;',
          'Ihr Passwort, ausschließlich als sicheren Hashwert, aus dem es sich nicht zurückgewinnen lässt;',
          'Ihr Profil: Benutzername, Stundensatz, Währung, Sprache der Oberfläche, Belegsprache und Ihre Wahl zur Arbeitswoche;',
          'Ihr Profilbild, falls Sie eines hochladen. Es liegt unter einer öffentlichen Webadresse, damit es in der Kopfzeile angezeigt werden kann, wie jedes Bild auf einer Website;',
          'die Berechnungen, die Sie speichern, mit ihren Titeln und Favoriten;',
          'Ihre Ziele: Titel, Zielbetrag, bereits gesparter Betrag und Frist;',
          'die Vergleiche, die Sie erstellen, zusammen mit Ihrem Benutzernamen, den die Vergleichsseite anzeigt.',
        ],
        'Wir verarbeiten diese Daten, um den von Ihnen gewünschten Dienst zu erbringen (Art. 6 Abs. 1 lit. b DSGVO), und speichern sie, bis Sie sie oder Ihr Konto löschen.',
      ],
    },
    {
      heading: 'Kontaktformular',
      body: [
        'Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihnen zu antworten (Art. 6 Abs. 1 lit. b und f DSGVO). Wir löschen Nachrichten, sobald Ihr Anliegen erledigt ist, spätestens nach einem Jahr.',
      ],
    },
    {
      heading: 'Cookies und Speicher im Browser',
      body: [
        'TimePrice setzt nur die Cookies, die für den Betrieb nötig sind. Keines davon verfolgt Sie; deshalb bitten wir auch nicht um Ihre Einwilligung.',
        [
          'Ein Sitzungscookie, das Sie angemeldet hält. Nur unser Server kann es lesen (httpOnly); es wird bei der Anmeldung gesetzt und gilt bis zur Abmeldung, höchstens 400 Tage.',
          'Das Sprach-Cookie i18n_redirected, das sich Ihre Sprache 365 Tage lang merkt.',
          'Das Cookie recovery_mark, gesetzt, wenn Sie einen Link zum Zurücksetzen Ihres Passworts öffnen: 10 Minuten lang kann dieser Browser damit einmal ein neues Passwort wählen. Nur unser Server kann es lesen (httpOnly).',
          'Im lokalen Speicher Ihres Browsers Ihre gewählte Währung und ob Sie in Arbeitswochen rechnen, damit der Rechner so startet, wie Sie ihn verlassen haben. Diese Angaben bleiben in Ihrem Browser, solange Sie sie nicht in Ihrem Profil speichern.',
          'Solange Sie angemeldet sind, außerdem Ihr Benutzername, Ihr Stundensatz, Ihre Währung und Ihre Arbeitswochen-Einstellung im lokalen Speicher jedes Browsers, den Sie nutzen, damit der Rechner dort auch ohne Verbindung davon ausgeht. Von dort werden sie nirgendwohin gesendet, und beim Abmelden werden sie gelöscht.',
        ],
      ],
    },
    {
      heading: 'Kein Tracking, keine Werbung, keine Dritten',
      body: [
        'Wir verwenden keine Analysewerkzeuge, keine Werbung und keine Plugins sozialer Netzwerke. Unsere Seiten laden keine Schriften, Skripte oder Bilder von Servern anderer Unternehmen: Ihr Browser spricht ausschließlich mit TimePrice.',
      ],
    },
    {
      heading: 'Hosting und Dienstleister',
      body: [
        'TimePrice läuft auf Cloudflare Workers, einem Dienst der Cloudflare, Inc. Konten, gespeicherte Daten und Profilbilder liegen bei Supabase, einem Dienst der Supabase, Inc. Beide verarbeiten Daten ausschließlich in unserem Auftrag, auf Grundlage von Verträgen zur Auftragsverarbeitung.',
        'Diese Anbieter können Daten auch außerhalb der Europäischen Union verarbeiten, etwa in den USA. Grundlage solcher Übermittlungen ist der Angemessenheitsbeschluss zum EU-US-Datenschutzrahmen oder die Standardvertragsklauseln der Europäischen Kommission.',
      ],
    },
    {
      heading: 'Geteilte Vergleiche',
      body: [
        'Jede Person, die den Link zu einem Vergleich hat, kann ihn öffnen. Die Vergleichsseite zeigt Titel, Preise, Stundensätze und Zeiten der verglichenen Berechnungen, Ihren Benutzernamen und das Datum. Sobald Sie einen Vergleich in Ihrer Übersicht löschen, funktioniert sein Link nicht mehr.',
      ],
    },
    {
      heading: 'Ihre Daten herunterladen und Ihr Konto löschen',
      body: [
        'Auf Ihrer Profilseite können Sie unter „Ihre Daten“ jederzeit alles herunterladen, was wir über Sie speichern: eine JSON-Datei mit Ihrem Profil, allen gespeicherten Berechnungen, Ihren Zielen mit dem bisher Gesparten und Ihren Vergleichen mit ihren Links, und Ihre Berechnungen als CSV-Tabelle, die sich in jeder Tabellenkalkulation öffnen lässt.',
        'Im „Gefahrenbereich“ unten auf Ihrer Profilseite können Sie Ihr Konto selbst löschen, nachdem Sie Ihr aktuelles Passwort eingegeben und die Löschung bestätigt haben. Damit werden sofort und endgültig gelöscht: Ihr Konto und Ihre Anmeldedaten, Ihr Profil und Ihr Profilbild, alle gespeicherten Berechnungen, Ihre Ziele, Ihre Vergleiche und die Aufzeichnung, wann Sie sie erstellt haben. Die Links zu Ihren Vergleichen funktionieren sofort nicht mehr, und Sie werden auf allen Geräten abgemeldet. Mit derselben E-Mail-Adresse können Sie sich danach neu registrieren; das neue Konto beginnt leer.',
      ],
    },
    {
      heading: 'Ihre Rechte',
      body: [
        'Nach der DSGVO in der Europäischen Union und dem brasilianischen Datenschutzgesetz LGPD haben Sie das Recht auf Auskunft über die Daten, die wir über Sie speichern, auf Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch gegen die Verarbeitung und auf Datenübertragbarkeit.',
        'Die meisten Angaben können Sie selbst in Ihrem Profil berichtigen und einzelne Einträge in Ihrer Übersicht löschen; wie Sie Ihre Daten herunterladen und Ihr Konto löschen, steht im Abschnitt davor. Für alles andere schreiben Sie uns; wir antworten innerhalb eines Monats. Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren; in Brasilien ist das die ANPD.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      body: [
        'Wenn wir ändern, wie wir mit Daten umgehen, passen wir diese Seite und das Datum oben an. Betrifft die Änderung Daten, die Sie uns bereits gegeben haben, informieren wir Sie vorher per E-Mail.',
      ],
    },
  ],
}
