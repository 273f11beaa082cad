import { isWorthKeeping, unsavedFrom } from '../../lib/calculation/unsaved.ts'
import { PENDING_KEY, UNSAVED_KEY } from '../browser/calculator-platform.ts'
import { readStored, removeStored, writeStored } from '../browser/storage.ts'

/**
 * Sends the Saves the calculator kept without a connection
 * (`keepUnsaved`), from any signed-in page that is online: a user's own
 * when the connection is back, a guest's after the next login. The one a
 * guest's Save link already carried to the login (the pending calculation,
 * stored there) is skipped. They are taken out of storage first, so another
 * tab does not send them too; those that fail without being refused are
 * kept again, so nothing is lost. Resolves true when any was stored.
 *
 * @example if (await sendUnsaved(document.documentElement.lang)) notice.textContent = notice.dataset.saved
 */
export async function sendUnsaved(locale: string): Promise<boolean> {
  if (!navigator.onLine) return false
  const carried = readStored(PENDING_KEY)
  const saves = unsavedFrom(readStored(UNSAVED_KEY)).filter((save) => save.query !== carried)
  removeStored(UNSAVED_KEY)
  removeStored(PENDING_KEY)
  let saved = false
  for (const [index, { body }] of saves.entries()) {
    const status = await fetch('/api/calculations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(
      (response) => response.status,
      () => 0,
    )
    if (status >= 200 && status < 300) saved = true
    else if (isWorthKeeping(status)) {
      writeStored(UNSAVED_KEY, JSON.stringify([...unsavedFrom(readStored(UNSAVED_KEY)), ...saves.slice(index)]))
      break
    }
  }
  return saved
}
