import type { Catalogue } from '../../catalogue.ts'
import type { privacy as en } from '../en/privacy.ts'

/** A política de privacidade. */
export const privacy: Catalogue<typeof en> = {
  title: 'Política de privacidade',
  lead: 'O TimePrice guarda o mínimo possível sobre você. Aqui você descobre o que é armazenado, por que e onde, e quais são os seus direitos.',
  sections: [
    {
      heading: 'Quem é o responsável',
      body: [
        'O controlador do tratamento de dados pessoais neste site é o responsável indicado nas Informações legais. Você pode falar conosco pela página de contato ou pelo e-mail hello@timeprice.example.',
      ],
    },
    {
      heading: 'Uso do TimePrice sem conta',
      body: [
        'Você pode usar a calculadora sem ter uma conta. O que você digita é calculado no seu navegador ou, com o JavaScript desativado, no nosso servidor apenas para aquela requisição, e não fica armazenado.',
        'Para entregar as páginas e proteger o serviço contra abusos, nosso provedor de hospedagem trata brevemente dados técnicos da sua requisição, como o seu endereço IP, o seu navegador e o endereço da página acessada. Usamos esses dados apenas para essas finalidades e não criamos perfis com eles.',
      ],
    },
    {
      heading: 'O que guardamos quando você tem uma conta',
      body: [
        'Quando você cria e usa uma conta, guardamos:',
        [
          'o seu e-mail, para fazer o seu login e enviar mensagens sobre a sua conta, como um link para redefinir a senha;',
          'a sua senha, apenas na forma de um hash seguro, do qual ela não pode ser recuperada;',
          'o seu perfil: nome de usuário, valor por hora, moeda, idioma do site, idioma dos recibos e a escolha da semana de trabalho;',
          'a sua foto de perfil, se você enviar uma. Ela fica em um endereço público da web para poder aparecer no cabeçalho, como qualquer imagem de um site;',
          'os cálculos que você salva, com títulos e favoritos;',
          'as suas metas: título, valor da meta, valor já guardado e prazo;',
          'as comparações que você cria, junto com o seu nome de usuário, que aparece na página da comparação.',
        ],
        'Tratamos esses dados para prestar o serviço que você solicitou (art. 6º, 1, b, do RGPD e art. 7º, V, da LGPD) e os guardamos até que você os exclua ou exclua a sua conta.',
      ],
    },
    {
      heading: 'Formulário de contato',
      body: [
        'Quando você nos escreve pelo formulário de contato, guardamos o seu nome, o seu e-mail e a sua mensagem para poder responder (art. 6º, 1, b e f, do RGPD e art. 7º, V e IX, da LGPD). Excluímos as mensagens assim que o assunto é resolvido e, no máximo, depois de um ano.',
      ],
    },
    {
      heading: 'Cookies e armazenamento no navegador',
      body: [
        'O TimePrice usa apenas os cookies necessários para funcionar. Nenhum deles rastreia você; por isso, não pedimos o seu consentimento.',
        [
          'Um cookie de sessão que mantém você conectado. Só o nosso servidor consegue lê-lo (ele é httpOnly); ele é criado quando você entra e vale até você sair, por no máximo 400 dias.',
          'O cookie de idioma i18n_redirected, que lembra o idioma escolhido por 365 dias.',
          'O cookie recovery_mark, criado quando você abre um link para redefinir a sua senha: por 10 minutos, ele permite que este navegador escolha uma nova senha uma única vez. Só o nosso servidor consegue lê-lo (ele é httpOnly).',
          'No armazenamento local do seu navegador, a moeda escolhida e se você conta em semanas de trabalho, para que a calculadora abra do jeito que você a deixou. Esses dados ficam no seu navegador, a menos que você os salve no seu perfil.',
          'Enquanto você está conectado, também o seu nome de usuário, o seu valor por hora, a sua moeda e a sua escolha de semanas de trabalho, no armazenamento local de cada navegador que você usa, para que a calculadora parta deles ali mesmo sem conexão. De lá, eles não são enviados a lugar nenhum, e sair da conta os apaga.',
        ],
      ],
    },
    {
      heading: 'Sem rastreamento, sem anúncios, sem terceiros',
      body: [
        'Não usamos ferramentas de análise, publicidade nem plugins de redes sociais. Nossas páginas não carregam fontes, scripts ou imagens de servidores de outras empresas: o seu navegador se comunica apenas com o TimePrice.',
      ],
    },
    {
      heading: 'Hospedagem e prestadores de serviço',
      body: [
        'O TimePrice roda no Cloudflare Workers, um serviço da Cloudflare, Inc. Contas, dados salvos e fotos de perfil ficam armazenados no Supabase, um serviço da Supabase, Inc. Ambos tratam dados somente em nosso nome, com base em contratos de tratamento de dados.',
        'Esses prestadores podem tratar dados fora da União Europeia e do Brasil, por exemplo nos Estados Unidos. Essas transferências se baseiam na decisão de adequação sobre o Quadro de Privacidade de Dados UE–EUA ou nas cláusulas contratuais padrão da Comissão Europeia.',
      ],
    },
    {
      heading: 'Comparações compartilhadas',
      body: [
        'Qualquer pessoa com o link de uma comparação pode abri-la. A página da comparação mostra os títulos, preços, valores por hora e tempos dos cálculos comparados, o seu nome de usuário e a data. Se você excluir a comparação no seu painel, o link deixa de funcionar.',
      ],
    },
    {
      heading: 'Baixar os seus dados e excluir a sua conta',
      body: [
        'Na sua página de perfil, em “Os seus dados”, você pode baixar a qualquer momento tudo o que guardamos sobre você: um arquivo JSON com o seu perfil, todos os cálculos salvos, as suas metas com o valor já guardado e as suas comparações com os links, e os seus cálculos como uma tabela CSV que abre em qualquer planilha.',
        'Na “Zona de perigo”, no fim da sua página de perfil, você mesmo pode excluir a sua conta, depois de informar a sua senha atual e confirmar. Isso apaga na hora e para sempre a sua conta e o seu login, o seu perfil e a sua foto, todos os cálculos salvos, as suas metas, as suas comparações e o registro de quando você as criou. Os links das suas comparações deixam de funcionar imediatamente, e a sua sessão é encerrada em todos os dispositivos. Depois, você pode se cadastrar de novo com o mesmo e-mail; a nova conta começa vazia.',
      ],
    },
    {
      heading: 'Os seus direitos',
      body: [
        'Pelo RGPD, na União Europeia, e pela Lei Geral de Proteção de Dados (LGPD), no Brasil, você tem direito a acessar os dados que temos sobre você, a corrigi-los ou excluí-los, a limitar ou se opor ao tratamento e a recebê-los em formato portável.',
        'A maior parte dos dados você mesmo pode corrigir no seu perfil e excluir item por item no seu painel; como baixar os seus dados e excluir a sua conta está na seção anterior. Para todo o resto, escreva para nós e responderemos em até um mês. Você também tem o direito de apresentar uma reclamação a uma autoridade de proteção de dados; no Brasil, a ANPD.',
      ],
    },
    {
      heading: 'Alterações desta política',
      body: [
        'Se mudarmos a forma como tratamos os dados, atualizaremos esta página e a data no topo. Se a mudança afetar dados que você já nos forneceu, avisaremos você antes por e-mail.',
      ],
    },
  ],
}
