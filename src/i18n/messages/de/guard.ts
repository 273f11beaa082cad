import type { Catalogue } from '../../catalogue.ts'
import type { guard as en } from '../en/guard.ts'

/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard: Catalogue<typeof en> = {
  currentPasswordWrong: 'Das aktuelle Passwort stimmt nicht.',
  controlCharacters: 'Dieses Feld enthält unsichtbare Steuerzeichen. Bitte entfernen Sie sie.',
  tooLarge: {
    title: 'Diese Anfrage ist zu groß.',
    lead: 'Bitte senden Sie weniger Text auf einmal und versuchen Sie es erneut.',
  },
}
