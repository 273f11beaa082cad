/** Instalado e offline: o manifesto do app, a página offline e o salvamento sem conexão. */
export const offline = {
  app: {
    name: 'TimePrice – preços em horas de trabalho',
    shortName: 'TimePrice',
    description: 'Veja qualquer preço como as horas de trabalho que ele custa, mesmo sem conexão.',
  },
  page: {
    heading: 'Você está offline',
    lead: 'Esta página precisa de conexão com a internet. Tente de novo quando voltar a ficar online.',
    calculatorHeading: 'A calculadora funciona offline',
    calculatorText: 'Converta preços em horas de trabalho sem conexão, com o valor da hora e a moeda que este dispositivo lembra.',
    calculatorLink: 'Abrir a calculadora',
    unansweredLead:
      'O que você enviou ficou sem resposta: a conexão caiu antes ou depois de ser feito. Volte para conferir; o que você digitou continua no formulário, exceto senhas, para enviar de novo quando voltar a ficar online.',
    backToForm: 'Voltar ao formulário',
  },
  save: {
    kept: 'Você está offline. O cálculo fica guardado neste dispositivo e será salvo assim que a conexão voltar.',
    keptGuest:
      'Você está offline. O cálculo fica guardado neste dispositivo; entre ou crie uma conta quando voltar a ficar online para salvá-lo.',
    saved: 'Salvo: o que você salvou sem conexão agora está no seu painel.',
  },
}
