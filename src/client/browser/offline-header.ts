import { pagePath } from '../../paths.ts'
import type { OfflinePerson } from './offline-person.ts'

/**
 * The header of the service worker's offline copy of a page, which was
 * rendered for a guest, showing the person kept on this device as still
 * signed in: their name, linking to their profile like the signed-in
 * header's entry, in place of logging in and signing up. The rest works
 * offline as it is (the calculator is kept; the offline page stands in for
 * any other page); signing out needs the server, so it waits for the
 * server's own pages.
 */
export function showOfflinePerson(person: OfflinePerson): void {
  const locale = document.documentElement.lang
  const guestPaths = [pagePath(locale, 'login'), pagePath(locale, 'signup')]
  const guestEntries = [...document.querySelectorAll<HTMLAnchorElement>('.main-nav li > a')]
    .filter((link) => guestPaths.includes(link.pathname))
    .map((link) => link.parentElement)
  const [first] = guestEntries
  if (!first) return
  const link = document.createElement('a')
  link.href = pagePath(locale, 'profile')
  link.textContent = person.username
  const entry = document.createElement('li')
  entry.append(link)
  first.before(entry)
  for (const guestEntry of guestEntries) guestEntry?.remove()
}
