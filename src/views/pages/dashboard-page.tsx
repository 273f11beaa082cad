import { Suspense, use } from 'react'
import type { SavedCalculation } from '../../lib/calculation/saved-calculation.ts'
import type { ComparisonLink } from '../../lib/comparison.ts'
import { formatPercent } from '../../lib/format.ts'
import { goalFigures } from '../../lib/goals/figures.ts'
import type { Goal } from '../../lib/goals/goal.ts'
import { pagePath } from '../../paths.ts'
import { Island } from '../components/island.tsx'
import { Dashboard } from '../islands/dashboard/dashboard.tsx'
import type { DashboardIslandProps, SharingProps } from '../islands/dashboard/types.ts'
import { usePage } from '../page-context.tsx'

/** What the dashboard reads before its island can render: the saved calculations and the comparisons made of them. */
export interface DashboardLists {
  /** The newest of them, as many as the page shows. */
  calculations: SavedCalculation[]
  /** How many calculations the user has in all. */
  total: number
  comparisons: ComparisonLink[]
}

/** The island's props but the lists. */
type IslandSettings = Omit<DashboardIslandProps, 'calculations' | 'total' | 'sharing'> & { sharing: Omit<SharingProps, 'comparisons'> }

export interface DashboardPageProps {
  /**
   * The user's calculations and comparisons: still loading (the lists stream
   * in behind a Suspense boundary when they settle), or already loaded (they
   * arrived quickly, or this is the no-JavaScript variant of the page); null
   * when they could not be read.
   */
  lists: Promise<DashboardLists | null> | DashboardLists | null
  /** Everything the island needs but the lists. */
  island: IslandSettings
  /**
   * The no-JavaScript variant of this URL (null on that variant). React
   * reveals streamed content with a script, so a browser without JavaScript
   * is sent there at once; it is sent there too when the lists came in the
   * page, so such a browser's address, and its forms' way back, is the same
   * however fast Supabase answered.
   */
  noScriptUrl: string | null
  /** The goal closest to its deadline or target, shown in one line linking to the goals page. */
  nearestGoal?: Promise<Goal | undefined> | Goal | undefined
}

interface ListProps {
  lists: DashboardLists | null
  island: DashboardPageProps['island']
  nearestGoal?: Goal | undefined
}

/** The hydrated island with the rows, or a message when loading failed. */
function DashboardList({ lists, island, nearestGoal }: ListProps) {
  const { t } = usePage()
  if (lists === null) {
    return (
      <div className="form-errors" role="alert">
        <p>{t('dashboard.loadFailed')}</p>
      </div>
    )
  }
  const { calculations, total, comparisons } = lists
  const props: DashboardIslandProps = { ...island, calculations, total, sharing: { ...island.sharing, comparisons } }
  return (
    <>
      <div id="dashboard-goal" data-live="goals">
        {nearestGoal && <NearestGoal goal={nearestGoal} />}
      </div>
      <Island name="dashboard" props={props}>
        <Dashboard {...props} />
      </Island>
    </>
  )
}

/** One line with the nearest goal's progress and a link to the goals page (inside a live region: the live client refreshes it when goals change). */
function NearestGoal({ goal }: { goal: Goal }) {
  const { t, locale } = usePage()
  const { percent } = goalFigures(goal, { rate: 0, currency: goal.currency, useWorkWeek: false }, goal.createdAt.slice(0, 10))
  return (
    <p className="dashboard-goal">
      {t('goals.dashboard.nearest', { title: goal.title, percent: formatPercent(percent / 100, locale) })}{' '}
      <a href={`${pagePath(locale, 'goals')}#goal-${goal.id}`}>{t('goals.dashboard.link')}</a>
    </p>
  )
}

/** Waits for the rows (React `use`) inside the Suspense boundary. */
function DashboardStream({
  lists,
  island,
  nearestGoal,
}: {
  lists: Promise<DashboardLists | null>
  island: ListProps['island']
  nearestGoal: DashboardPageProps['nearestGoal']
}) {
  const goal = nearestGoal instanceof Promise ? use(nearestGoal) : nearestGoal
  return <DashboardList lists={use(lists)} island={island} nearestGoal={goal} />
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
 * The dashboard: its heading and the saved calculations as the `dashboard`
 * island, in one piece when the lists have arrived, else streamed in behind
 * a Suspense boundary. Without JavaScript the page always comes in one
 * piece (see `noScriptUrl`).
 */
export function DashboardPage({ lists, island, noScriptUrl, nearestGoal }: DashboardPageProps) {
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
      {noScriptUrl && (
        <noscript>
          <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
        </noscript>
      )}
      {lists instanceof Promise ? (
        <Suspense fallback={<DashboardLoading />}>
          <DashboardStream lists={lists} island={island} nearestGoal={nearestGoal} />
        </Suspense>
      ) : (
        <DashboardList lists={lists} island={island} nearestGoal={nearestGoal instanceof Promise ? undefined : nearestGoal} />
      )}
    </div>
  )
}
