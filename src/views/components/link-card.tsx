/** The three texts of a link card in a catalogue section: `<prefix>Heading`, `<prefix>Text`, `<prefix>Link`. */
export type LinkCardTexts<Prefix extends string> = Record<`${Prefix}${'Heading' | 'Text' | 'Link'}`, string>

export interface LinkCardProps<Prefix extends string> {
  /** The heading's id, which names the card. */
  id: string
  texts: LinkCardTexts<Prefix>
  prefix: Prefix
  href: string
  /** `aside` where the card stands beside the page's subject (the legal pages' "questions?"). */
  as?: 'section' | 'aside'
}

/**
 * A card that points elsewhere: a heading, a sentence and a secondary button link.
 * @example <LinkCard id="faq-more" texts={messages.content.faq} prefix="more" href={pagePath(locale, 'contact')} />
 */
export function LinkCard<Prefix extends string>({ id, texts, prefix, href, as: Element = 'section' }: LinkCardProps<Prefix>) {
  return (
    <Element className="card" aria-labelledby={id}>
      <h2 id={id}>{texts[`${prefix}Heading`]}</h2>
      <p>{texts[`${prefix}Text`]}</p>
      <p>
        <a className="button button-secondary" href={href}>
          {texts[`${prefix}Link`]}
        </a>
      </p>
    </Element>
  )
}
