import { Suspense, use } from 'react'
import type { SavedCalculation } from '../../lib/calculation/saved-calculation.ts'
import type { DataResult } from '../../supabase/result.ts'
import { pagePath } from '../../paths.ts'
import { Island } from '../components/island.tsx'
import { Dashboard } from '../islands/dashboard/dashboard.tsx'
import type { DashboardIslandProps } from '../islands/dashboard/types.ts'
import { usePage } from '../page-context.tsx'

type ListResult = DataResult<SavedCalculation[]>

export interface DashboardPageProps {
  /**
   * The user's calculations: still loading (the list streams in behind a
   * Suspense boundary when it settles), or already loaded for the
   * no-JavaScript variant of the page.
   */
  calculations: Promise<ListResult> | ListResult
  /** Everything the island needs but the rows. */
  island: Omit<DashboardIslandProps, 'calculations'>
  /**
   * The no-JavaScript variant of this URL. React reveals streamed content
   * with a script, so a browser without JavaScript is sent there at once.
   */
  noScriptUrl: string
}

interface ListProps {
  result: ListResult
  island: DashboardPageProps['island']
}

/** The hydrated island with the rows, or a message when loading failed. */
function DashboardList({ result, island }: ListProps) {
  const { t } = usePage()
  if (result.error) {
    return (
      <div className="form-errors" role="alert">
        <p>{t('dashboard.loadFailed')}</p>
      </div>
    )
  }
  const props: DashboardIslandProps = { ...island, calculations: result.data }
  return (
    <Island name="dashboard" props={props}>
      <Dashboard {...props} />
    </Island>
  )
}

/** Waits for the rows (React `use`) inside the Suspense boundary. */
function DashboardStream({ calculations, island }: { calculations: Promise<ListResult>; island: ListProps['island'] }) {
  return <DashboardList result={use(calculations)} island={island} />
}

/** What shows while the rows load: a busy placeholder the streamed list replaces. */
function DashboardLoading() {
  const { t } = usePage()
  return (
    <div className="dashboard-loading" aria-busy="true">
      <p role="status">{t('dashboard.loading')}</p>
      <ul className="dashboard-skeleton" aria-hidden="true">
        <li />
        <li />
        <li />
      </ul>
    </div>
  )
}

/**
 * The dashboard: its heading renders at once, the saved calculations stream
 * in behind a Suspense boundary as the `dashboard` island. Without
 * JavaScript the same page comes in one piece (see `noScriptUrl`).
 */
export function DashboardPage({ calculations, island, noScriptUrl }: DashboardPageProps) {
  const { t, locale } = usePage()
  return (
    <div className="dashboard-page">
      <header className="page-header dashboard-header">
        <div>
          <p className="eyebrow">{t('dashboard.eyebrow')}</p>
          <h1>{t('dashboard.heading')}</h1>
          <p className="lead">{t('dashboard.lead')}</p>
        </div>
        <a className="button" href={pagePath(locale, 'home')}>
          {t('dashboard.newCalculation')}
        </a>
      </header>
      {calculations instanceof Promise ? (
        <>
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
          </noscript>
          <Suspense fallback={<DashboardLoading />}>
            <DashboardStream calculations={calculations} island={island} />
          </Suspense>
        </>
      ) : (
        <DashboardList result={calculations} island={island} />
      )}
    </div>
  )
}
