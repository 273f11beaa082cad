import { pagePath, stepPath } from '../../paths.ts'
import { usePage } from '../page-context.tsx'

/**
 * The quiet connection indicator of a signed-in user's page: an empty
 * status region that the live client (`src/client/islands/live.ts`) fills
 * with the offline sentence while live updates are off, and empties again
 * once they are back, so screen readers hear both. Beside it, the one where
 * the live client says that calculations saved offline are now stored; it
 * also tells the browser whose page this is (the user's id: this page is
 * private and never cached) and where signing out posts, so the offline
 * Saves stay with the person who kept them (`src/client/live/offline-saves.ts`),
 * and what the offline copy of a page shows of them until they sign out (their
 * name, rate, currency and work week: `src/client/browser/offline-person.ts`),
 * and where a tab goes once the account is deleted (the goodbye page).
 */
export function LiveStatus() {
  const { t, locale, user } = usePage()
  return (
    <>
      <p id="live-status" className="live-status" role="status" data-offline={t('live.offline')} />
      <p
        id="offline-saved"
        className="live-status live-status-end"
        role="status"
        data-saved={t('offline.save.saved')}
        data-owner={user?.id}
        data-username={user?.username}
        data-hourly-rate={user?.hourlyRate}
        data-currency={user?.currency}
        data-use-work-week={user && String(user.useWorkWeek)}
        data-sign-out={stepPath(locale, 'logout')}
        data-goodbye={pagePath(locale, 'goodbye')}
      />
    </>
  )
}
