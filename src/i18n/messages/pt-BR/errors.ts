/** Textos das páginas de erro. A linha com o caminho mantém o texto exato em inglês da especificação. */
export const errors = {
  notFoundTitle: 'Página não encontrada',
  serverErrorTitle: 'Erro interno do servidor',
  notFoundHint: 'O endereço pode ter sido digitado errado, ou o que ele mostrava foi excluído ou mudou de lugar.',
  serverErrorHint: 'Algo deu errado do nosso lado. Tente de novo em instantes.',
  backHome: 'Voltar para a calculadora',
  apiNotFound: 'Não há nada neste endereço da API.',
  statusLabel: 'Erro {{status}}',
  outage: {
    title: 'Não conseguimos falar com o servidor',
    hint: 'Você continua conectado. Tente de novo em instantes.',
    guestHint: 'Tente de novo em instantes.',
    kept: 'O que você digitou foi guardado: envie de novo quando o servidor responder.',
    retry: 'Tentar de novo',
  },
}
