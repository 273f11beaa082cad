import type { Catalogue } from '../../catalogue.ts'
import type { guard as en } from '../en/guard.ts'

/** Refusals that protect the site: the current password, characters no field may hold, a request too large. */
export const guard: Catalogue<typeof en> = {
  currentPasswordWrong: 'A senha atual não está correta.',
  emailChangeNeedsPassword: 'Digite a sua senha atual para alterar o seu e-mail.',
  controlCharacters: 'Este campo contém caracteres de controle invisíveis. Remova-os, por favor.',
  crossSite: {
    title: 'Este pedido veio de outro site',
    lead: 'Para a sua segurança, o TimePrice só aceita o que as suas próprias páginas enviam. Volte, recarregue a página e tente novamente.',
  },
  tooLarge: {
    title: 'Esta solicitação é grande demais.',
    lead: 'Envie menos texto de uma vez e tente novamente.',
  },
}
