/** Live-Aktualisierung: die Verbindungsanzeige und die Ablehnung der Broadcast-API. */
export const live = {
  offline: 'Offline – Änderungen erscheinen, sobald die Verbindung wieder steht',
  foreignTopic: 'Sie können nur an Ihr eigenes Thema senden.',
}
