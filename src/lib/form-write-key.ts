const encoder = new TextEncoder()

/**
 * The key a plain form's write is made under: the key the page rendered
 * into the form (`IDEMPOTENCY_KEY_FIELD`) hashed with what the form sends,
 * as a UUID (version 8, RFC 9562), since a new row is stored under it as
 * its id. The same form sent again (a double click without JavaScript, a
 * reload that resends it after its answer was lost) makes the same key and
 * finds what it made; the same form brought back from the browser's history
 * and filled in differently makes a new one. A write made once per person
 * and thing (a goal from a calculation) passes the person's id instead.
 *
 * @example await formWriteKey(crypto.randomUUID(), { title: 'Bike' }) // '5f0c…-…'
 */
export async function formWriteKey(formKey: string, sent: unknown): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${formKey} ${JSON.stringify(sent)}`)))
  const bytes = digest.slice(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x80
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
