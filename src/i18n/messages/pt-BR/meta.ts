/** Título e descrição de cada página, para o cabeçalho e as prévias de links. */
export const meta = {
  home: {
    title: 'TimePrice – quanto isso custa em horas de trabalho?',
    description:
      'Transforme qualquer preço nas horas e dias de trabalho que ele custa para você, ou descubra quanto suas horas deveriam custar. Grátis, em 35 moedas.',
  },
  dashboard: { title: 'Painel – TimePrice', description: 'Seus cálculos salvos.' },
  receipt: { title: 'Recibo – TimePrice', description: 'Um recibo pronto para imprimir de um cálculo salvo.' },
  goals: { title: 'Metas – TimePrice', description: 'Para o que você está juntando dinheiro, em horas de trabalho.' },
  profile: { title: 'Perfil – TimePrice', description: 'Seu valor por hora, moeda, idioma e foto.' },
  compare: { title: 'Comparação compartilhada – TimePrice', description: 'Uma comparação de preços em horas de trabalho.' },
  testSharedComparison: {
    title: 'Comparação de exemplo – TimePrice',
    description: 'Veja como fica uma comparação compartilhada do TimePrice.',
  },
  login: { title: 'Entrar – TimePrice', description: 'Entre na sua conta do TimePrice.' },
  signup: { title: 'Criar conta – TimePrice', description: 'Crie uma conta gratuita no TimePrice para salvar seus cálculos.' },
  contact: { title: 'Contato – TimePrice', description: 'Escreva para a equipe do TimePrice.' },
  pricing: { title: 'Preços – TimePrice', description: 'O TimePrice é gratuito: um único plano com tudo incluído.' },
  faq: { title: 'Perguntas frequentes – TimePrice', description: 'Respostas sobre a calculadora, contas, compartilhamento e privacidade.' },
  impressum: { title: 'Informações legais – TimePrice', description: 'Quem é responsável pelo TimePrice.' },
  privacy: { title: 'Privacidade – TimePrice', description: 'Quais dados o TimePrice guarda e por quê.' },
  terms: { title: 'Termos de uso – TimePrice', description: 'As condições de uso do TimePrice.' },
  goodbye: { title: 'Conta excluída – TimePrice', description: 'A sua conta do TimePrice e todos os seus dados foram excluídos.' },
  offline: { title: 'Offline – TimePrice', description: 'Esta página precisa de conexão.' },
  sitemap: { title: 'Mapa do site – TimePrice', description: 'Todas as páginas do TimePrice.' },
  forgotPassword: { title: 'Redefinir senha – TimePrice', description: 'Receba um link para escolher uma nova senha.' },
  resetPassword: { title: 'Escolher nova senha – TimePrice', description: 'Defina uma nova senha para sua conta.' },
  notFound: { title: 'Página não encontrada', description: 'Esta página não existe.' },
  serverError: { title: 'Erro interno do servidor', description: 'Algo deu errado do nosso lado.' },
}
