import { showOfflinePerson } from '../browser/offline-header.ts'
import { keptPerson, type OfflinePerson } from '../browser/offline-person.ts'
import { offlineAnswerScript } from '../service-worker/offline-answer.ts'

/*
 * The script of the service worker's offline answers: the offline page
 * (`/{lang}/offline`, which stands in for every page that needs the server)
 * loads it, and every offline answer names it (`offlineAnswerScript`), so
 * the kept calculator imports it too. There the person signed in on this
 * device stays signed in: the header shows them, and the calculator learns
 * who they are from `person`. No React.
 */

/** The person signed in on this device, on an offline answer; null on a page the server answered. */
export const person: OfflinePerson | null = offlineAnswerScript() ? keptPerson() : null
if (person) showOfflinePerson(person)
