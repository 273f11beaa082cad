import { parseResponse } from 'hono/client'
import { useRef, useState, type MouseEvent } from 'react'
import { translatorOf } from '../../../i18n/translate.ts'
import { ApiError } from '../../../lib/api-error.ts'
import type { LinkNote } from '../../../lib/product/product-fill.ts'
import { MAX_LINK_LENGTH, productLinkOf } from '../../../lib/product/product-link.ts'
import type { Product } from '../../../lib/schemas/product.ts'
import { fieldId, TextField } from './fields.tsx'
import type { CalculatorMessages, CalculatorPlatform } from './types.ts'

export interface LinkFieldProps {
  value: string
  error: string | undefined
  messages: CalculatorMessages
  platform: CalculatorPlatform | undefined
  /** What the server said about a link it read (a no-JS post, a share), until the island reads another. */
  note: LinkNote | null
  onValue(value: string): void
  /** A product was read from `link`: the calculator fills what it can and says what it did. */
  onProduct(product: Product, link: string): LinkNote
  /** A link was given but no product could be read from it: what an earlier product filled no longer belongs to the link. */
  onUnread(): void
}

/**
 * "Or paste a product link": the link field, its "Read the link" button and
 * what reading said, under the shop's host. Pasting a link reads it at
 * once; the island asks `GET /api/product` (the server fetches and reads
 * the page, nothing of it is parsed here). Without JavaScript the button
 * posts the calculator to its own page, whose server reads the link and
 * fills the calculator.
 */
export function useLinkField({ value, error, messages, platform, note: serverNote, onValue, onProduct, onUnread }: LinkFieldProps) {
  const [note, setNote] = useState(serverNote)
  const [reading, setReading] = useState(false)
  /** How many links were given: only the answer for the last one fills the calculator (an earlier, slower one comes too late). */
  const given = useRef(0)
  const read = async (text: string) => {
    onValue(text)
    const sent = ++given.current
    const isLast = () => sent === given.current
    const link = productLinkOf(text)
    if (!platform) return
    if (!link) {
      setReading(false)
      // A link typed wrong has the field's own error, which says why; an empty field has none.
      return setNote(text ? null : { text: messages.link.errors.badLink, failed: true })
    }
    setReading(true)
    setNote(null)
    try {
      const { product } = await parseResponse(platform.api.product.$get({ query: { url: link.href } }))
      if (isLast()) setNote(onProduct(product, text))
    } catch (failure) {
      if (!isLast()) return
      onUnread()
      // A refusal of the reader's own says why; a server that failed without one gets the link's sentence, not a Save's.
      const known = failure instanceof ApiError && failure.code !== 'failed'
      setNote({ text: known ? failure.message : messages.link.errors.failed, failed: true })
    } finally {
      if (isLast()) setReading(false)
    }
  }
  const host = productLinkOf(value)?.host
  // A link the field refuses has the field's own error; the note would say the same again.
  const shown = error && note?.failed ? null : note
  const field = (
    <div className="calculator-link" data-enter-group="">
      <TextField
        name="url"
        label={messages.form.url}
        value={value}
        error={error}
        hint={host ? translatorOf(messages)('link.from', { host }) : messages.link.hint}
        onValue={onValue}
        onPasteText={(text) => {
          void read(text.trim())
          return true
        }}
        maxLength={MAX_LINK_LENGTH}
      />
      <button
        type="submit"
        className="button button-secondary button-small"
        formMethod="post"
        aria-controls={fieldId('url')}
        // Not `disabled` while reading: a disabled button drops the keyboard's focus to the page.
        aria-disabled={reading || undefined}
        aria-busy={reading || undefined}
        onClick={(event: MouseEvent) => {
          if (!platform) return
          event.preventDefault()
          if (!reading) void read(value.trim())
        }}
      >
        {reading ? messages.link.reading : messages.link.read}
      </button>
      <p className={shown?.failed ? 'field-error' : 'field-hint'} role="status" id="calculator-link-note">
        {shown?.text}
      </p>
    </div>
  )
  return { field, read }
}
