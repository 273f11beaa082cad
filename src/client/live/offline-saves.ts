import { isSendableBy, isWorthKeeping, unsavedFrom, type UnsavedCalculation } from '../../lib/calculation/unsaved.ts'
import { PENDING_KEY, UNSAVED_KEY, UNSAVED_SENT_CHANNEL } from '../browser/calculator-platform.ts'
import { reportingFetch, siteAnswers } from '../browser/reachability.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { readStored, removeStored, writeStored } from '../browser/storage.ts'

/** Stores the kept Saves, or removes the key when none is left. */
function keep(saves: UnsavedCalculation[]): void {
  if (saves.length === 0) removeStored(UNSAVED_KEY)
  else writeStored(UNSAVED_KEY, JSON.stringify(saves))
}

/** Whoever signed out on this page: a try of their Saves still on its way keeps none of them again. */
const forgotten = new Set<string>()

/**
 * Sends the Saves the calculator kept without a connection
 * (`keepUnsaved`), from any signed-in page: `owner`'s own when the site
 * answers again, a guest's after the next login. Whether it answers is
 * what the sends find out (`navigator.onLine` is not asked: behind some
 * VPNs it says offline while the site answers); a send that cannot connect
 * keeps the rest for the next try, and tells the live client, whose relay
 * answering again brings that try (also when the relay had just come up as
 * the send failed). Those kept
 * by anyone else (a person whose session ended before they were sent) are
 * removed unsent, online or not. The one a guest's Save link already
 * carried to the login (the pending calculation, stored there) is skipped.
 * They are taken out of storage first, so another tab does not send them
 * too; those that fail without being refused are kept again as `owner`'s,
 * so nothing is lost and nobody else sends them. Resolves true when any
 * was stored, and then names them on `UNSAVED_SENT_CHANNEL`, so a
 * calculator that said the Save was kept says it is saved, in any tab.
 *
 * @example if (await sendUnsaved(document.documentElement.lang, pageOwner())) notice.textContent = notice.dataset.saved
 */
export async function sendUnsaved(locale: string, owner: string): Promise<boolean> {
  const stored = unsavedFrom(readStored(UNSAVED_KEY))
  const sendable = stored.filter((save) => isSendableBy(save, owner))
  if (sendable.length < stored.length) keep(sendable)
  const carried = readStored(PENDING_KEY)
  const saves = sendable.filter((save) => save.query !== carried)
  removeStored(UNSAVED_KEY)
  removeStored(PENDING_KEY)
  const saved: string[] = []
  for (const [index, { body, key }] of saves.entries()) {
    const status = await reportingFetch('/api/calculations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': locale,
        ...(key ? { [IDEMPOTENCY_KEY]: key } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    }).then(
      (response) => response.status,
      () => 0,
    )
    if (status >= 200 && status < 300) saved.push(key ?? '')
    else if (isWorthKeeping(status)) {
      // Signed out while this try was on its way (the page leaving cut it short): what they kept goes with them.
      if (!forgotten.has(owner)) keep([...unsavedFrom(readStored(UNSAVED_KEY)), ...saves.slice(index).map((save) => ({ ...save, owner }))])
      break
    }
  }
  if (saved.length === 0) return false
  const channel = new BroadcastChannel(UNSAVED_SENT_CHANNEL)
  channel.postMessage(saved)
  channel.close()
  return true
}

/** How often a page tries the Saves kept on this device again while any is kept. */
const UNSAVED_RETRY_MS = 15_000

/**
 * Tries the Saves kept on this device every `UNSAVED_RETRY_MS` while any is
 * kept, once the site answers (`siteAnswers`), calling `onSaved` when any
 * was stored; returns the try, for a page to bring it forward. The relay
 * answering again brings a try too, but it may answer later than the site,
 * or not at all while the site does.
 *
 * @example addEventListener('online', sendUnsavedEvery(lang, owner, () => {}))
 */
export function sendUnsavedEvery(locale: string, owner: string, onSaved: () => void): () => Promise<void> {
  const attempt = async () => {
    if (readStored(UNSAVED_KEY) && (await siteAnswers()) && (await sendUnsaved(locale, owner))) onSaved()
  }
  setInterval(() => void attempt(), UNSAVED_RETRY_MS)
  return attempt
}

/**
 * Removes the Saves `owner` kept and never sent, when they sign out: whoever
 * signs in next in this browser must not send them. A guest's stay for the
 * next account.
 */
export function forgetUnsaved(owner: string): void {
  forgotten.add(owner)
  const stored = unsavedFrom(readStored(UNSAVED_KEY))
  const others = stored.filter((save) => save.owner !== owner)
  if (others.length < stored.length) keep(others)
}
