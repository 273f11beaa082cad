import { Suspense, use } from 'react'
import type { SavedCalculation } from '../../lib/calculation/saved-calculation.ts'
import type { ComparisonLink } from '../../lib/comparison.ts'
import type { DataResult } from '../../supabase/result.ts'
import { pagePath } from '../../paths.ts'
import { Island } from '../components/island.tsx'
import { Dashboard } from '../islands/dashboard/dashboard.tsx'
import type { DashboardIslandProps, SharingProps } from '../islands/dashboard/types.ts'
import { usePage } from '../page-context.tsx'

/** What the dashboard reads before its island can render: the saved calculations and the comparisons made of them. */
export interface DashboardLists {
  calculations: SavedCalculation[]
  comparisons: ComparisonLink[]
}

type ListResult = DataResult<DashboardLists>

/** The island's props but the lists. */
type IslandSettings = Omit<DashboardIslandProps, 'calculations' | 'sharing'> & { sharing: Omit<SharingProps, 'comparisons'> }

export interface DashboardPageProps {
  /**
   * The user's calculations and comparisons: still loading (the lists stream
   * in behind a Suspense boundary when they settle), or already loaded for
   * the no-JavaScript variant of the page.
   */
  lists: Promise<ListResult> | ListResult
  /** Everything the island needs but the lists. */
  island: IslandSettings
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
  const { calculations, comparisons } = result.data
  const props: DashboardIslandProps = { ...island, calculations, sharing: { ...island.sharing, comparisons } }
  return (
    <Island name="dashboard" props={props}>
      <Dashboard {...props} />
    </Island>
  )
}

/** Waits for the rows (React `use`) inside the Suspense boundary. */
function DashboardStream({ lists, island }: { lists: Promise<ListResult>; island: ListProps['island'] }) {
  return <DashboardList result={use(lists)} island={island} />
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
export function DashboardPage({ lists, island, noScriptUrl }: DashboardPageProps) {
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
      {lists instanceof Promise ? (
        <>
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
          </noscript>
          <Suspense fallback={<DashboardLoading />}>
            <DashboardStream lists={lists} island={island} />
          </Suspense>
        </>
      ) : (
        <DashboardList result={lists} island={island} />
      )}
    </div>
  )
}
