/** Installiert und offline: das Web-App-Manifest, die Offline-Seite und das Speichern ohne Verbindung. */
export const offline = {
  app: {
    name: 'TimePrice – Preise in Arbeitsstunden',
    shortName: 'TimePrice',
    description: 'Sehen Sie jeden Preis als die Arbeitsstunden, die er Sie kostet – auch ohne Verbindung.',
  },
  page: {
    heading: 'Sie sind offline',
    lead: 'Diese Seite braucht eine Internetverbindung. Versuchen Sie es erneut, sobald Sie wieder online sind.',
    calculatorHeading: 'Der Rechner funktioniert offline',
    calculatorText:
      'Rechnen Sie Preise ohne Verbindung in Arbeitsstunden um, mit dem Stundensatz und der Währung, die dieses Gerät sich merkt.',
    calculatorLink: 'Rechner öffnen',
    unansweredLead:
      'Auf das, was Sie gesendet haben, kam keine Antwort: Die Verbindung brach ab, bevor oder nachdem es erledigt war. Gehen Sie zurück und prüfen Sie es; Ihre Eingaben stehen noch im Formular (außer Passwörtern), um sie erneut zu senden, sobald Sie wieder online sind.',
    backToForm: 'Zurück zum Formular',
  },
  save: {
    kept: 'Sie sind offline. Die Berechnung bleibt auf diesem Gerät und wird gespeichert, sobald die Verbindung wieder steht.',
    keptGuest:
      'Sie sind offline. Die Berechnung bleibt auf diesem Gerät; melden Sie sich an oder registrieren Sie sich, sobald Sie wieder online sind, um sie zu speichern.',
    saved: 'Gespeichert: Was Sie ohne Verbindung gespeichert haben, steht jetzt in Ihrer Übersicht.',
  },
}
