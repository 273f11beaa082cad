import { Suspense, use } from 'react'
import type { SavedCalculation } from '../../lib/calculation/saved-calculation.ts'
import { formatPercent } from '../../lib/format.ts'
import { goalFigures } from '../../lib/goals/figures.ts'
import type { Goal } from '../../lib/goals/goal.ts'
import type { DataResult } from '../../supabase/result.ts'
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
  /** The goal closest to its deadline or target, shown in one line linking to the goals page. */
  nearestGoal?: Promise<Goal | undefined> | Goal | undefined
}

interface ListProps {
  result: ListResult
  island: DashboardPageProps['island']
  nearestGoal?: Goal | undefined
}

/** The hydrated island with the rows, or a message when loading failed. */
function DashboardList({ result, island, nearestGoal }: ListProps) {
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
    <>
      {nearestGoal && <NearestGoal goal={nearestGoal} />}
      <Island name="dashboard" props={props}>
        <Dashboard {...props} />
      </Island>
    </>
  )
}

/** One line with the nearest goal's progress and a link to the goals page. */
function NearestGoal({ goal }: { goal: Goal }) {
  const { t, locale } = usePage()
  const { percent } = goalFigures(goal, { rate: 0, currency: goal.currency, useWorkWeek: false }, goal.createdAt.slice(0, 10))
  return (
    <p className="dashboard-goal">
      {t('goals.dashboard.nearest', { title: goal.title, percent: formatPercent(percent / 100, locale) })}{' '}
      <a href={`/${locale}/goals#goal-${goal.id}`}>{t('goals.dashboard.link')}</a>
    </p>
  )
}

/** Waits for the rows (React `use`) inside the Suspense boundary. */
function DashboardStream({
  calculations,
  island,
  nearestGoal,
}: Omit<ListProps, 'result' | 'nearestGoal'> & { calculations: Promise<ListResult>; nearestGoal: DashboardPageProps['nearestGoal'] }) {
  const goal = nearestGoal instanceof Promise ? use(nearestGoal) : nearestGoal
  return <DashboardList result={use(calculations)} island={island} nearestGoal={goal} />
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
export function DashboardPage({ calculations, island, noScriptUrl, nearestGoal }: DashboardPageProps) {
  const { t, locale } = usePage()
  return (
    <div className="dashboard-page">
      <header className="page-header dashboard-header">
        <div>
          <p className="eyebrow">{t('dashboard.eyebrow')}</p>
          <h1>{t('dashboard.heading')}</h1>
          <p className="lead">{t('dashboard.lead')}</p>
        </div>
        <a className="button" href={`/${locale}`}>
          {t('dashboard.newCalculation')}
        </a>
      </header>
      {calculations instanceof Promise ? (
        <>
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
          </noscript>
          <Suspense fallback={<DashboardLoading />}>
            <DashboardStream calculations={calculations} island={island} nearestGoal={nearestGoal} />
          </Suspense>
        </>
      ) : (
        <DashboardList result={calculations} island={island} nearestGoal={nearestGoal instanceof Promise ? undefined : nearestGoal} />
      )}
    </div>
  )
}
