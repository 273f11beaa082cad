import type { Catalogue } from '../../catalogue.ts'
import type { guard as en } from '../en/guard.ts'

/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard: Catalogue<typeof en> = {
  currentPasswordWrong: 'A senha atual não está correta.',
  controlCharacters: 'Este campo contém caracteres de controle invisíveis. Remova-os, por favor.',
  tooLarge: {
    title: 'Esta solicitação é grande demais.',
    lead: 'Envie menos texto de uma vez e tente novamente.',
  },
}
