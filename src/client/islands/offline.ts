import { withoutLocale } from '../../lib/subpath.ts'
import { keepSentDraftForItsPage } from '../browser/form-draft-store.ts'
import { showOfflinePerson } from '../browser/offline-header.ts'
import { keptPerson, type OfflinePerson } from '../browser/offline-person.ts'
import { sendUnsavedEvery } from '../live/offline-saves.ts'
import { isUnansweredForm, offlineAnswerScript } from '../service-worker/offline-answer.ts'

/*
 * The script of the service worker's offline answers: the offline page
 * (`/{lang}/offline`, which stands in for every page that needs the server)
 * loads it, and every offline answer names it (`offlineAnswerScript`), so
 * the kept calculator imports it too. There the person signed in on this
 * device stays signed in: the header shows them, and the calculator learns
 * who they are from `person`. What they saved without a connection is sent
 * from here as soon as the site answers again, as their signed-in pages
 * would (this copy has no live client): on the browser's `online` event and
 * every few seconds while anything is kept (`sendUnsavedEvery`). Standing in for the answer to a
 * sent form, the page says the form got none and leads back to it, where
 * what was typed comes back (`keepSentDraftForItsPage`). No React.
 */

/** The person signed in on this device, on an offline answer; null on a page the server answered. */
export const person: OfflinePerson | null = offlineAnswerScript() ? keptPerson() : null

if (person) {
  showOfflinePerson(person)
  const sendWhenBack = sendUnsavedEvery(document.documentElement.lang, person.id, () => {})
  addEventListener('online', () => void sendWhenBack())
}

if (isUnansweredForm()) {
  // The form's page is this answer's referrer (the browser keeps it for the site's own pages).
  if (URL.canParse(document.referrer)) keepSentDraftForItsPage(withoutLocale(new URL(document.referrer).pathname))
  document.getElementById('offline-lead')?.setAttribute('hidden', '')
  document.getElementById('offline-unanswered')?.removeAttribute('hidden')
  const back = document.getElementById('offline-back')
  back?.removeAttribute('hidden')
  back?.querySelector('button')?.addEventListener('click', () => history.back())
}
