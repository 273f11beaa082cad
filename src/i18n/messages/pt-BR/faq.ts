import type { Catalogue } from '../../catalogue.ts'
import type { faq as en } from '../en/faq.ts'

/** Perguntas e respostas da página de perguntas frequentes. */
export const faq: Catalogue<typeof en> = {
  eyebrow: 'Ajuda',
  title: 'Perguntas frequentes',
  lead: 'Como o TimePrice transforma preços em horas de trabalho, o que ele guarda sobre você e quanto custa (nada).',
  groups: [
    {
      heading: 'A calculadora',
      items: [
        {
          q: 'Como o TimePrice calcula quanto algo custa em tempo?',
          a: 'Ele divide o preço pelo valor da sua hora. Um notebook de R$ 6.000 custa 30 horas de trabalho para quem ganha R$ 200 por hora. O resultado aparece em horas e minutos e também em dias e semanas, para você ter uma ideia de quanto tempo precisaria trabalhar por ele.',
        },
        {
          q: 'Para que serve o modo “Quanto devo cobrar?”',
          a: 'Ele faz a conta ao contrário: você informa uma duração em horas, dias ou semanas, e o TimePrice multiplica pelo valor da sua hora. Quem trabalha como autônomo usa isso para fazer orçamentos; por exemplo, três dias úteis a R$ 150 por hora dão R$ 3.600.',
        },
        {
          q: 'Qual valor por hora devo informar?',
          a: 'Quanto vale para você uma hora do seu tempo. Muita gente usa o salário líquido por hora, para que o resultado mostre quanto tempo realmente trabalha por algo; outras pessoas usam o valor bruto ou o que cobram dos clientes. Sem conta, o valor digitado vale só para aquela visita; com conta, você pode salvá-lo no seu perfil.',
        },
        {
          q: 'Qual é a diferença entre semana de trabalho e tempo corrido?',
          a: 'Com a semana de trabalho ativada, um dia tem 8 horas de trabalho e uma semana tem 5 dias úteis, ou seja, 40 horas. Com ela desativada, o TimePrice conta o tempo corrido: um dia tem 24 horas e uma semana, 7 dias. As horas continuam as mesmas; só mudam os dias e as semanas.',
        },
        {
          q: 'Quais moedas são aceitas? O TimePrice converte entre elas?',
          a: 'Você pode escolher entre 35 moedas, do real e do euro ao dólar americano e ao iene japonês. O TimePrice não faz conversão entre moedas: o valor da sua hora e o preço estão sempre na mesma moeda, então nenhuma taxa de câmbio entra na conta.',
        },
      ],
    },
    {
      heading: 'Conta, comparações e recibos',
      items: [
        {
          q: 'Preciso de uma conta?',
          a: 'Não. A calculadora funciona para todo mundo, até com o JavaScript desativado. Com uma conta, você pode salvar cálculos, marcar favoritos, definir metas, imprimir recibos e compartilhar comparações. Se você tocar em “Salvar” sem estar logado, pode entrar ou criar uma conta, e o cálculo que digitou é salvo logo em seguida.',
        },
        {
          q: 'Como compartilho uma comparação e quem pode vê-la?',
          a: 'No seu painel, selecione de dois a seis cálculos salvos, dê um título se quiser e crie a comparação (até 30 por hora). Você recebe o link na hora, pronto para copiar. A página mostra os cálculos lado a lado no idioma de quem a abre, com um gráfico de barras das horas de trabalho, o mais barato em tempo em destaque, o seu nome de usuário e a data; em cada item, “Quanto isso me custaria?” abre a calculadora com o valor por hora de quem está visitando. A comparação é um retrato do momento: renomear ou excluir os cálculos depois não a altera. Qualquer pessoa com o link pode abri-lo, sem precisar de conta; por isso, compartilhe só com quem pode ver esses números. Os buscadores são orientados a não indexá-lo. Você pode excluir a comparação no painel a qualquer momento, e o link passa a levar a “página não encontrada”.',
        },
        {
          q: 'O que é um recibo?',
          a: 'Um resumo pronto para impressão de um cálculo salvo: o item, o preço, o valor da sua hora, o tempo que ele custa e a data. Ele é escrito no idioma de recibo que você escolhe no seu perfil (inglês, alemão ou português), que pode ser diferente do idioma do site.',
        },
        {
          q: 'O que são metas?',
          a: 'Uma meta é algo para o qual você está juntando dinheiro, como uma viagem ou uma bicicleta nova. Informe o valor da meta, quanto já guardou e, se quiser, um prazo. O TimePrice mostra quantas horas de trabalho ainda faltam e, com prazo, quantas horas por semana isso representa.',
        },
      ],
    },
    {
      heading: 'Privacidade e custo',
      items: [
        {
          q: 'O que o TimePrice guarda sobre mim?',
          a: 'Sem conta: apenas o seu idioma em um cookie e a sua moeda e a escolha da semana de trabalho no seu navegador. Com conta: o seu e-mail, as configurações do seu perfil e o que você mesmo salva, ou seja, cálculos, metas e comparações. Não há rastreamento, não há anúncios e não vendemos dados para ninguém. A política de privacidade traz todos os detalhes.',
        },
        {
          q: 'Como excluo os meus dados?',
          a: 'No seu painel, você pode excluir cálculos, metas e comparações um a um, ou apagar todos os cálculos de uma vez. Para apagar tudo de uma vez, exclua a sua conta na sua página de perfil.',
        },
        {
          q: 'Como baixo os meus dados?',
          a: 'Na sua página de perfil, em “Os seus dados”: “Baixar meus dados (JSON)” gera um arquivo com o seu perfil, todos os cálculos salvos, as suas metas com o valor guardado e as suas comparações com os links; “Baixar meus cálculos (CSV)” gera os seus cálculos como uma tabela para qualquer planilha. Os dois funcionam também sem JavaScript.',
        },
        {
          q: 'Como excluo a minha conta?',
          a: 'Na “Zona de perigo”, no fim da sua página de perfil: informe a sua senha atual, confirme e clique em “Excluir minha conta”. A sua conta, o seu perfil, a sua foto, os seus cálculos, metas e comparações são apagados na hora e para sempre, os links das suas comparações deixam de funcionar e a sua sessão é encerrada em todos os dispositivos. Baixe os seus dados antes, se quiser guardá-los. Mais tarde, você pode se cadastrar de novo com o mesmo e-mail; a nova conta começa vazia.',
        },
        {
          q: 'Quanto custa o TimePrice?',
          a: 'Nada. Existe um único plano gratuito com todos os recursos, nunca pedimos dados de pagamento e não há anúncios.',
        },
      ],
    },
  ],
  moreHeading: 'Ainda tem alguma dúvida?',
  moreText: 'Escreva para nós e responderemos assim que possível.',
  moreLink: 'Fale conosco',
}
