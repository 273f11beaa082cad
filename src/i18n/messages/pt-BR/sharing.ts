import type { Catalogue } from '../../catalogue.ts'
import type { sharing as en } from '../en/sharing.ts'

/** As comparações do painel: escolher cálculos salvos, o novo link e a lista das compartilhadas. */
export const sharing: Catalogue<typeof en> = {
  select: 'Selecionar para comparar',
  selectLead: 'Compare seus cálculos lado a lado por um link que qualquer pessoa pode abrir, sem conta.',
  heading: 'Comparar cálculos',
  lead: 'Marque de {{min}} a {{max}} cálculos abaixo, dê um título à comparação se quiser e crie o link dela.',
  stop: 'Parar de selecionar',
  titleLabel: 'Título da comparação (opcional)',
  titleHint: 'No máximo {{max}} caracteres. Sem título, a comparação leva o nome do que ela compara.',
  create: 'Criar comparação',
  creating: 'Criando…',
  chosen: { one: '{{count}} cálculo escolhido.', other: '{{count}} cálculos escolhidos.' },
  needMore: 'Escolha pelo menos {{min}} cálculos para comparar.',
  tooMany: 'Escolha no máximo {{max}} cálculos para comparar.',
  created: {
    heading: 'Sua comparação está pronta',
    text: 'Qualquer pessoa com este link pode ver a comparação, no próprio idioma.',
    linkLabel: 'Link da sua comparação',
    copy: 'Copiar link',
    copied: 'Link copiado.',
    copyFailed: 'Não foi possível copiar o link: selecione-o e copie você mesmo.',
    share: 'Compartilhar',
    open: 'Abrir a comparação',
  },
  list: {
    heading: 'Suas comparações',
    empty: 'Você ainda não compartilhou nenhuma comparação.',
    items: { one: '{{count}} cálculo', other: '{{count}} cálculos' },
    created: 'Criada em {{date}}',
    open: 'Abrir',
    copy: 'Copiar link',
    copied: 'Link de “{{title}}” copiado.',
    delete: 'Excluir',
    question: 'Excluir “{{title}}”? O link deixará de funcionar para todos que o têm.',
    confirm: 'Sim, excluir',
    deleted: 'A comparação foi excluída; o link não funciona mais.',
  },
}
