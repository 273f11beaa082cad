/** Texte der Fehlerseiten. Die Zeile mit dem Pfad bleibt der exakte englische Text der Spezifikation. */
export const errors = {
  notFoundTitle: 'Seite nicht gefunden',
  serverErrorTitle: 'Interner Serverfehler',
  notFoundHint: 'Vielleicht ist die Adresse vertippt, oder die Seite ist umgezogen.',
  serverErrorHint: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  backHome: 'Zurück zum Rechner',
  statusLabel: 'Fehler {{status}}',
}
