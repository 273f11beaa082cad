import type { Catalogue } from '../../catalogue.ts'
import type { impressum as en } from '../en/impressum.ts'

/** Das Impressum. */
export const impressum: Catalogue<typeof en> = {
  title: 'Impressum',
  operator: {
    notConfigured:
      'Nicht eingerichtet: Name und Postanschrift des Betreibers fehlen. Tragen Sie OPERATOR_NAME und OPERATOR_ADDRESS in wrangler.toml ein, bevor die Website online geht.',
  },
  lead: 'Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG).',
  sections: [
    {
      heading: 'Anbieter',
      body: ['E-Mail: hello@timeprice.example', 'Außerdem erreichen Sie uns jederzeit über das Kontaktformular auf dieser Website.'],
    },
    {
      heading: 'Verantwortlich für den Inhalt',
      body: [
        'Verantwortlich für den Inhalt nach § 18 Abs. 2 Medienstaatsvertrag (MStV): der oben genannte Betreiber, erreichbar wie dort angegeben.',
      ],
    },
    {
      heading: 'Haftung für Inhalte',
      body: [
        'Wir erstellen die Inhalte dieser Seiten mit großer Sorgfalt, können für ihre Vollständigkeit, Richtigkeit und Aktualität aber keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        'Sollten Ihnen auf TimePrice rechtswidrige Inhalte auffallen, etwa in einem geteilten Vergleich, geben Sie uns bitte Bescheid; wir entfernen sie umgehend.',
      ],
    },
    {
      heading: 'Haftung für Links',
      body: [
        'Sollte TimePrice auf Websites Dritter verlinken, sind für deren Inhalte allein die jeweiligen Betreiber verantwortlich. Wir prüfen verlinkte Seiten, wenn wir einen Link setzen; werden uns Rechtsverletzungen bekannt, entfernen wir den Link.',
      ],
    },
    {
      heading: 'Urheberrecht',
      body: [
        'Die Texte, die Gestaltung und die Software von TimePrice sind urheberrechtlich geschützt. Eine Vervielfältigung über das gesetzlich Erlaubte hinaus bedarf unserer Zustimmung. Was Sie selbst erstellen, etwa Ihre Berechnungen, Ziele und Vergleiche, gehört weiterhin Ihnen.',
      ],
    },
    {
      heading: 'Verbraucherstreitbeilegung',
      body: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
  ],
}
