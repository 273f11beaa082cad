/** Texte der Fehlerseiten. Die Zeile mit dem Pfad bleibt der exakte englische Text der Spezifikation. */
export const errors = {
  notFoundTitle: 'Seite nicht gefunden',
  serverErrorTitle: 'Interner Serverfehler',
  notFoundHint: 'Vielleicht ist die Adresse vertippt, oder was sie zeigte, wurde gelöscht oder ist umgezogen.',
  serverErrorHint: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  backHome: 'Zurück zum Rechner',
  apiNotFound: 'Unter dieser Adresse der API gibt es nichts.',
  statusLabel: 'Fehler {{status}}',
  outage: {
    title: 'Wir konnten den Server nicht erreichen',
    hint: 'Sie sind weiterhin angemeldet. Bitte versuchen Sie es gleich noch einmal.',
    guestHint: 'Bitte versuchen Sie es gleich noch einmal.',
    kept: 'Ihre Eingaben sind erhalten: Senden Sie sie noch einmal, sobald der Server antwortet.',
    retry: 'Noch einmal versuchen',
  },
}
