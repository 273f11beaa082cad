/** Feldmeldungen aller Formulare. */
export const validation = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  tooLong: 'Dieser Text ist zu lang.',
  passwordLength: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 72 Zeichen lang sein.',
  usernameLength: 'Der Benutzername muss 3 bis 30 Zeichen lang sein.',
  messageLength: 'Bitte schreiben Sie mindestens 10 Zeichen.',
  number: 'Bitte geben Sie eine Zahl ein.',
  rateRange: 'Bitte geben Sie einen Stundensatz über 0 und höchstens 1.000.000 ein.',
  amountRange: 'Bitte geben Sie einen Betrag von 0 oder mehr ein.',
  currency: 'Bitte wählen Sie eine der aufgeführten Währungen.',
  choice: 'Bitte wählen Sie eine der aufgeführten Möglichkeiten.',
  fileType: 'Das Bild muss eine PNG-, JPEG- oder WebP-Datei sein.',
  fileSize: 'Das Bild darf höchstens 2 MB groß sein.',
  summary: 'Bitte korrigieren Sie die markierten Felder.',
  identifierRequired: 'Bitte geben Sie eine E-Mail-Adresse oder Telefonnummer und ein Passwort an.',
}
