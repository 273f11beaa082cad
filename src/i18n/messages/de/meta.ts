/** Titel und Beschreibung jeder Seite, für den Kopf und Linkvorschauen. */
export const meta = {
  home: {
    title: 'TimePrice – was kostet es in Arbeitsstunden?',
    description:
      'Rechnen Sie jeden Preis in die Stunden und Arbeitstage um, die er Sie kostet – oder ermitteln Sie, was Ihre Stunden kosten sollten. Kostenlos, in 35 Währungen.',
  },
  dashboard: { title: 'Übersicht – TimePrice', description: 'Ihre gespeicherten Berechnungen.' },
  receipt: { title: 'Beleg – TimePrice', description: 'Ein druckfertiger Beleg einer gespeicherten Berechnung.' },
  goals: { title: 'Ziele – TimePrice', description: 'Worauf Sie sparen, in Arbeitsstunden.' },
  profile: { title: 'Profil – TimePrice', description: 'Ihr Stundensatz, Ihre Währung, Sprache und Ihr Bild.' },
  compare: { title: 'Geteilter Vergleich – TimePrice', description: 'Ein Vergleich von Preisen in Arbeitsstunden.' },
  testSharedComparison: { title: 'Beispielvergleich – TimePrice', description: 'So sieht ein geteilter TimePrice-Vergleich aus.' },
  login: { title: 'Anmelden – TimePrice', description: 'Melden Sie sich bei Ihrem TimePrice-Konto an.' },
  signup: {
    title: 'Registrieren – TimePrice',
    description: 'Legen Sie ein kostenloses TimePrice-Konto an, um Ihre Berechnungen zu speichern.',
  },
  contact: { title: 'Kontakt – TimePrice', description: 'Schreiben Sie dem Team hinter TimePrice.' },
  pricing: { title: 'Preise – TimePrice', description: 'TimePrice ist kostenlos: ein Tarif mit allem Drum und Dran.' },
  faq: { title: 'FAQ – TimePrice', description: 'Antworten zum Rechner, zu Konten, zum Teilen und zum Datenschutz.' },
  impressum: { title: 'Impressum – TimePrice', description: 'Wer für TimePrice verantwortlich ist.' },
  privacy: { title: 'Datenschutz – TimePrice', description: 'Welche Daten TimePrice speichert und warum.' },
  terms: { title: 'Nutzungsbedingungen – TimePrice', description: 'Die Bedingungen für die Nutzung von TimePrice.' },
  goodbye: { title: 'Konto gelöscht – TimePrice', description: 'Ihr TimePrice-Konto und alle seine Daten wurden gelöscht.' },
  offline: { title: 'Offline – TimePrice', description: 'Diese Seite braucht eine Verbindung.' },
  sitemap: { title: 'Seitenübersicht – TimePrice', description: 'Alle Seiten von TimePrice.' },
  forgotPassword: { title: 'Passwort zurücksetzen – TimePrice', description: 'Erhalten Sie einen Link, um ein neues Passwort zu wählen.' },
  resetPassword: { title: 'Neues Passwort wählen – TimePrice', description: 'Legen Sie ein neues Passwort für Ihr Konto fest.' },
  notFound: { title: 'Seite nicht gefunden', description: 'Diese Seite gibt es nicht.' },
  serverError: { title: 'Interner Serverfehler', description: 'Bei uns ist etwas schiefgelaufen.' },
}
