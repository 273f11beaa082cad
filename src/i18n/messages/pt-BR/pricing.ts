import type { Catalogue } from '../../catalogue.ts'
import type { pricing as en } from '../en/pricing.ts'

/** A página de preços: um único plano gratuito. */
export const pricing: Catalogue<typeof en> = {
  eyebrow: 'Preços',
  title: 'Um só plano, e ele é gratuito',
  lead: 'Tudo o que o TimePrice faz está disponível para todos. Não existe versão paga, nem período de teste que expira, nem dados de pagamento para informar.',
  plan: {
    name: 'Gratuito',
    summary: 'Todos os recursos, para todo mundo que usa o TimePrice.',
    featuresHeading: 'O que o plano gratuito inclui',
    features: [
      'A calculadora nos dois sentidos: do preço para o tempo e do tempo para o preço',
      'O valor da sua hora em qualquer uma das 35 moedas',
      'Semana de trabalho ou tempo corrido para dias e semanas',
      'Cálculos salvos sem limite, com favoritos e títulos próprios',
      'Metas com as horas que ainda faltam e as horas por semana para chegar lá',
      'Comparações de dois a seis cálculos em um link que qualquer pessoa pode abrir, com gráfico de barras',
      'Recibos prontos para impressão em inglês, alemão ou português',
      'Seu painel sempre atualizado em todas as abas e dispositivos',
      'O site inteiro em inglês, alemão e português do Brasil',
    ],
    cta: 'Criar conta grátis',
    ctaSignedIn: 'Abrir a calculadora',
    noCard: 'Sem dados de pagamento.',
  },
  honestyHeading: 'Por que é gratuito?',
  honestyText:
    'O TimePrice é um projeto pequeno e barato de manter. Não exibimos anúncios, não rastreamos você e não vendemos dados. Se um dia criarmos um plano pago, vamos avisar aqui com antecedência, e tudo o que você salvou continuará sendo seu para manter ou excluir.',
  guestHeading: 'Experimente sem criar conta',
  guestText: 'A calculadora funciona sem cadastro. A conta só acrescenta salvar cálculos, metas, recibos e compartilhamento.',
  guestLink: 'Experimentar a calculadora',
}
