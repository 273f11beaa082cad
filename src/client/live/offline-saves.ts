import { GUEST_OWNER, isSendableBy, isWorthKeeping, unsavedFrom, type UnsavedCalculation } from '../../lib/calculation/unsaved.ts'
import { PENDING_KEY, UNSAVED_KEY, UNSAVED_SENT_CHANNEL } from '../browser/calculator-platform.ts'
import { reportingFetch, siteAnswers } from '../browser/reachability.ts'
import { EXPECTED_ACCOUNT } from '../../lib/expected-account.ts'
import { IDEMPOTENCY_KEY } from '../../lib/idempotency-key.ts'
import { readStored, removeStored, writeStored } from '../browser/storage.ts'

/** Stores the kept Saves, or removes the key when none is left. */
function keep(saves: UnsavedCalculation[]): void {
  if (saves.length === 0) removeStored(UNSAVED_KEY)
  else writeStored(UNSAVED_KEY, JSON.stringify(saves))
}

/** Removes the kept Save stored under `key`, leaving whatever else is kept now (another tab may have kept more meanwhile). */
function drop(key: string): void {
  keep(unsavedFrom(readStored(UNSAVED_KEY)).filter((save) => save.key !== key))
}

/** How long one kept Save's send may go unanswered before this try ends: a hung connection would hold every later try of the page. */
const SEND_TIMEOUT_MS = 10_000

/** This page's try of the kept Saves while it is on its way: a second call waits for its answer instead of sending them again. */
let sending: Promise<boolean> | undefined

/** The Web Lock a try holds, so that of the site's open tabs one sends at a time, and the next finds what is left. */
const SENDING_LOCK = 'timeprice:unsaved-saves'

/**
 * Sends the Saves the calculator kept without a connection
 * (`keepUnsaved`), from any signed-in page: `owner`'s own when the site
 * answers again, a guest's after the next login. Whether it answers is
 * what the sends find out (`navigator.onLine` is not asked: behind some
 * VPNs it says offline while the site answers); a send that cannot connect
 * leaves the rest for the next try, and tells the live client, whose relay
 * answering again brings that try (also when the relay had just come up as
 * the send failed). Those kept by anyone else (a person whose session ended
 * before they were sent) are removed unsent, online or not; a guest's
 * become `owner`'s, so nobody else sends them. Each is sent for `owner`
 * (`EXPECTED_ACCOUNT`): should someone else have signed in in this browser
 * since the page was rendered, the server refuses it and it stays kept.
 * Each stays in storage until the server has answered it, stored or
 * refused: a tab closed or a connection hanging mid-try (cut after
 * `SEND_TIMEOUT_MS`) loses nothing. One tab tries at a time
 * (`SENDING_LOCK`), and a Save sent twice all the same (its answer lost, or
 * a guest's Save link carried it to the login too) is stored once, under
 * its key (the Idempotency-Key). Resolves true when any was stored, and
 * then names them on `UNSAVED_SENT_CHANNEL`, so a calculator that said the
 * Save was kept says it is saved, in any tab.
 *
 * @example if (await sendUnsaved(document.documentElement.lang, pageOwner())) notice.textContent = notice.dataset.saved
 */
export function sendUnsaved(locale: string, owner: string): Promise<boolean> {
  const send = () => sendKept(locale, owner)
  const locked = async () => ('locks' in navigator ? await navigator.locks.request(SENDING_LOCK, send) : send())
  sending ??= locked().finally(() => (sending = undefined))
  return sending
}

/** One try of `sendUnsaved`. */
async function sendKept(locale: string, owner: string): Promise<boolean> {
  // Signed in now: what a guest's Save link carried to the login is spent, and no guest's calculator brings it back.
  removeStored(PENDING_KEY)
  const saves = unsavedFrom(readStored(UNSAVED_KEY))
    .filter((save) => isSendableBy(save, owner))
    .map((save) => ({ ...save, owner, key: save.key ?? crypto.randomUUID() }))
  keep(saves)
  const saved: string[] = []
  for (const { body, key } of saves) {
    const status = await reportingFetch('/api/calculations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': locale,
        [IDEMPOTENCY_KEY]: key,
        ...(owner === GUEST_OWNER ? {} : { [EXPECTED_ACCOUNT]: owner }),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    }).then(
      (response) => response.status,
      () => 0,
    )
    if (status >= 200 && status < 300) saved.push(key)
    else if (isWorthKeeping(status)) break
    drop(key)
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
  const stored = unsavedFrom(readStored(UNSAVED_KEY))
  const others = stored.filter((save) => save.owner !== owner)
  if (others.length < stored.length) keep(others)
}
