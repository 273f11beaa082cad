import { GUEST_OWNER } from '../../lib/calculation/unsaved.ts'
import type { Profile } from '../../lib/profile.ts'
import { pageOwner } from './page-owner.ts'
import { readStored, removeStored, writeStored } from './storage.ts'

/** Where the signed-in person waits for the offline copy of a page: in this browser only, until they sign out. */
export const PERSON_KEY = 'offlinePerson'

/** What the offline copy of a page shows of the person last signed in on this device: who they are and what the calculator starts from. */
export type OfflinePerson = { id: string } & Pick<Profile, 'username' | 'hourlyRate' | 'currency' | 'useWorkWeek'>

/**
 * Keeps the person a signed-in page was rendered for, read from its
 * offline-save region (`views/layout/live-status.tsx`; such pages are
 * private and never cached), for the service worker's offline copy of a
 * page, which is a guest's (`src/client/islands/offline.ts`). Does nothing
 * on a guest's page.
 */
export function keepPagePerson(): void {
  const data = document.getElementById('offline-saved')?.dataset
  if (!data?.owner) return
  const person: OfflinePerson = {
    id: data.owner,
    username: data.username ?? '',
    hourlyRate: Number(data.hourlyRate),
    currency: data.currency ?? '',
    useWorkWeek: data.useWorkWeek === 'true',
  }
  writeStored(PERSON_KEY, JSON.stringify(person))
}

/** Forgets the kept person when they sign out: whoever uses this browser next does not see them offline. */
export function forgetPerson(): void {
  removeStored(PERSON_KEY)
}

/**
 * Forgets the kept person on a page the server rendered for a guest: their
 * session has ended without a sign-out here (elsewhere, or expired), so
 * whoever uses this browser next does not see them offline.
 */
export function forgetPersonOnGuestPage(): void {
  if (pageOwner() === GUEST_OWNER) forgetPerson()
}

/** The person kept on this device; anything stored that is not shaped like one reads as nobody. */
export function keptPerson(): OfflinePerson | null {
  let person: Partial<OfflinePerson> | null
  try {
    person = JSON.parse(readStored(PERSON_KEY) ?? 'null') as Partial<OfflinePerson> | null
  } catch {
    return null
  }
  const shaped =
    typeof person?.id === 'string' &&
    typeof person.username === 'string' &&
    Number.isFinite(person.hourlyRate) &&
    typeof person.currency === 'string' &&
    typeof person.useWorkWeek === 'boolean'
  return shaped ? (person as OfflinePerson) : null
}
