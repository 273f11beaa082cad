import type { Catalogue } from '../../catalogue.ts'
import type { impressum as en } from '../en/impressum.ts'

/** O Impressum, aviso legal exigido de sites alemães. */
export const impressum: Catalogue<typeof en> = {
  title: 'Informações legais',
  operator: {
    notConfigured:
      'Não configurado: faltam o nome e o endereço postal do responsável. Defina OPERATOR_NAME e OPERATOR_ADDRESS no wrangler.toml antes de publicar o site.',
  },
  lead: 'Informações sobre o responsável por este site, exigidas pela legislação alemã (§ 5 da Lei de Serviços Digitais, DDG).',
  sections: [
    {
      heading: 'Responsável pelo site',
      body: ['E-mail: hello@timeprice.example', 'Você também pode falar conosco a qualquer momento pelo formulário de contato deste site.'],
    },
    {
      heading: 'Responsável pelo conteúdo',
      body: [
        'Responsável pelo conteúdo nos termos do § 18, alínea 2, do Tratado Interestadual de Mídia alemão (MStV): o responsável indicado acima, com os contatos ali informados.',
      ],
    },
    {
      heading: 'Responsabilidade pelo conteúdo',
      body: [
        'Elaboramos o conteúdo destas páginas com muito cuidado, mas não podemos garantir que ele esteja completo, correto e atualizado. Como prestadores de serviço, respondemos pelo nosso próprio conteúdo de acordo com a legislação geral. Não somos obrigados, porém, a monitorar informações de terceiros transmitidas ou armazenadas, nem a investigar circunstâncias que indiquem atividade ilícita.',
        'Se você encontrar algo ilegal no TimePrice, por exemplo em uma comparação compartilhada, avise-nos e removeremos o conteúdo o quanto antes.',
      ],
    },
    {
      heading: 'Responsabilidade por links',
      body: [
        'Caso o TimePrice tenha links para sites de terceiros, a responsabilidade pelo conteúdo dessas páginas é exclusivamente de quem as mantém. Verificamos as páginas quando incluímos um link; se soubermos de alguma violação da lei, removemos o link.',
      ],
    },
    {
      heading: 'Direitos autorais',
      body: [
        'Os textos, o design e o software do TimePrice são protegidos por direitos autorais. Qualquer reprodução além do permitido por lei depende da nossa autorização. O que você mesmo cria, como seus cálculos, metas e comparações, continua sendo seu.',
      ],
    },
    {
      heading: 'Resolução de conflitos de consumo',
      body: [
        'Não estamos dispostos nem obrigados a participar de procedimentos de resolução de conflitos perante um órgão de arbitragem de consumo.',
      ],
    },
  ],
}
