import { Dashboard } from '../../views/islands/dashboard/dashboard.tsx'
import type { DashboardIslandProps } from '../../views/islands/dashboard/types.ts'
import { dashboardPlatform } from '../browser/dashboard-platform.ts'
import { scrollFocusClearOf } from '../browser/docked-result.ts'
import { hydrate } from '../hydrate.tsx'

/** The dashboard island in the browser: hydrated with the API, the address bar and page exit. */
await hydrate<DashboardIslandProps>('dashboard', (props) => <Dashboard {...props} platform={dashboardPlatform(props)} />)

// The selection's count and buttons stick to the bottom of the screen, and an Undo shows there: a control the keyboard reaches scrolls clear of them.
document.addEventListener('focusin', () => {
  scrollFocusClearOf(document.querySelector('.dashboard-selection-bar'))
  scrollFocusClearOf(document.querySelector('.dashboard .snackbar'))
})
