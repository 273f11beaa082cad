import { currentBuild } from '../islands.ts'
import { usePage } from '../page-context.tsx'

/**
 * The page's status region for a new version: it carries the id of the
 * build the page came from, and holds the notice hidden until the version
 * check (`src/client/version-check.ts`) learns of a newer build and shows
 * it, as a snackbar like the dashboard's. A polite live region, so the
 * news waits for the reader; the Reload button is theirs to press. Without
 * JavaScript it stays empty and unseen.
 */
export function VersionNotice() {
  const { t } = usePage()
  return (
    <div id="version-notice" className="snackbar-region version-status" role="status" aria-live="polite" data-build-id={currentBuild.id}>
      <div className="snackbar" hidden>
        <p>{t('versionNotice.message')}</p>
        <button type="button" className="button button-small snackbar-action">
          {t('versionNotice.reload')}
        </button>
      </div>
    </div>
  )
}
