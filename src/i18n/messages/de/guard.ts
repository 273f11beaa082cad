import type { Catalogue } from '../../catalogue.ts'
import type { guard as en } from '../en/guard.ts'

/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard: Catalogue<typeof en> = {
  currentPasswordWrong: 'Das aktuelle Passwort stimmt nicht.',
  emailChangeNeedsPassword: 'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  controlCharacters: 'Dieses Feld enthält unsichtbare Steuerzeichen. Bitte entfernen Sie sie.',
  crossSite: {
    title: 'Diese Anfrage kam von einer anderen Website',
    lead: 'Zu Ihrer Sicherheit nimmt TimePrice nur an, was seine eigenen Seiten senden. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.',
  },
  tooLarge: {
    title: 'Diese Anfrage ist zu groß.',
    lead: 'Bitte senden Sie weniger Text auf einmal und versuchen Sie es erneut.',
  },
}
