/** Nome do produto, navegação, rodapé e outros textos de todas as páginas. */
export const common = {
  app: {
    name: 'TimePrice',
    skipToContent: 'Pular para o conteúdo',
  },
  nav: {
    label: 'Navegação principal',
    calculator: 'Calculadora',
    pricing: 'Preços',
    faq: 'Perguntas frequentes',
    dashboard: 'Painel',
    goals: 'Metas',
    profile: 'Perfil',
    login: 'Entrar',
    signup: 'Criar conta',
    logout: 'Sair',
    language: 'Idioma',
    menu: 'Menu',
  },
  languageNames: {
    en: 'English',
    de: 'Deutsch',
    'pt-BR': 'Português (Brasil)',
  },
  footer: {
    label: 'Rodapé',
    contact: 'Contato',
    impressum: 'Informações legais',
    privacy: 'Privacidade',
    terms: 'Termos de uso',
    sitemap: 'Mapa do site',
    copyright: '© {{year}} TimePrice. Preços em dinheiro, custos em tempo.',
  },
  /** O aviso que uma aba aberta mostra quando sai uma versão mais nova. */
  versionNotice: {
    message: 'Uma nova versão do TimePrice está disponível.',
    reload: 'Recarregar',
  },
}
