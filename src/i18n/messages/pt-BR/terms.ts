import type { Catalogue } from '../../catalogue.ts'
import type { terms as en } from '../en/terms.ts'

/** Os termos de uso. */
export const terms: Catalogue<typeof en> = {
  title: 'Termos de uso',
  lead: 'As regras para usar o TimePrice, em linguagem simples.',
  sections: [
    {
      heading: 'O serviço',
      body: [
        'O TimePrice é um aplicativo web gratuito que converte preços em tempo de trabalho e tempo de trabalho em preços. Estes termos valem para todas as pessoas que o usam, com ou sem conta.',
      ],
    },
    {
      heading: 'A sua conta',
      body: [
        'Para criar uma conta, você precisa de um e-mail válido. Não compartilhe a sua senha: você é responsável pelo que é feito com a sua conta. Se achar que outra pessoa conhece a sua senha, troque-a imediatamente no seu perfil.',
      ],
    },
    {
      heading: 'Uso justo',
      body: [
        'Use o TimePrice apenas para fins lícitos. Em especial, não é permitido:',
        [
          'tentar invadir o serviço, sobrecarregá-lo ou ler dados de outras pessoas;',
          'criar contas ou enviar requisições de forma automatizada e em grande quantidade;',
          'colocar conteúdo ilegal, ofensivo ou enganoso em títulos, nomes de usuário, fotos de perfil ou comparações compartilhadas.',
        ],
      ],
    },
    {
      heading: 'Sem garantia para os cálculos',
      body: [
        'O TimePrice faz contas simples com os números que você informa. Cuidamos para que elas estejam corretas, mas não garantimos que os resultados sejam completos, exatos ou adequados a uma finalidade específica, como decisões sobre impostos, salários ou preços. Confira você mesmo os números importantes antes de confiar neles.',
      ],
    },
    {
      heading: 'Links compartilhados são públicos',
      body: [
        'O link de uma comparação é público: qualquer pessoa que o tenha pode abrir a comparação sem fazer login e repassar o link. Compartilhe-o apenas com quem pode ver o que ele contém. Quando você exclui a comparação no seu painel, o link deixa de funcionar.',
      ],
    },
    {
      heading: 'Disponibilidade e mudanças',
      body: [
        'Mantemos o TimePrice com cuidado, mas não podemos prometer que ele estará sempre disponível ou livre de erros. Podemos alterar, acrescentar ou remover recursos. Se um dia encerrarmos o TimePrice, avisaremos com antecedência quem tem conta.',
      ],
    },
    {
      heading: 'Responsabilidade',
      body: [
        'Respondemos sem limitação por dolo e culpa grave, bem como por danos à vida, ao corpo ou à saúde. Em caso de culpa leve, respondemos apenas pela violação de obrigações essenciais e somente pelos danos tipicamente previsíveis. Como o serviço é gratuito, fora desses casos a nossa responsabilidade fica excluída na medida em que a lei permitir.',
      ],
    },
    {
      heading: 'Exclusão da conta',
      body: [
        'Você pode deixar de usar o TimePrice a qualquer momento. Para excluir a sua conta, escreva para nós pela página de contato. Excluiremos então a sua conta com o perfil, os cálculos, as metas e as comparações, e os seus links compartilhados deixarão de funcionar.',
        'Podemos suspender ou encerrar uma conta que viole gravemente estes termos, com aviso prévio sempre que isso for razoável.',
      ],
    },
    {
      heading: 'Alterações destes termos e lei aplicável',
      body: [
        'Podemos atualizar estes termos. Avisaremos por e-mail quem tem conta sobre mudanças importantes antes que elas entrem em vigor.',
        'Aplica-se a lei alemã. Se você usa o TimePrice como consumidor, continuam valendo as normas obrigatórias de proteção ao consumidor do país onde você mora.',
      ],
    },
  ],
}
