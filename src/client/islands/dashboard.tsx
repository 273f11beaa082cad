import { Dashboard } from '../../views/islands/dashboard/dashboard.tsx'
import type { DashboardIslandProps } from '../../views/islands/dashboard/types.ts'
import { dashboardPlatform } from '../browser/dashboard-platform.ts'
import { hydrate } from '../hydrate.tsx'

/** The dashboard island in the browser: hydrated with the API, the address bar and page exit. */
await hydrate<DashboardIslandProps>('dashboard', (props) => <Dashboard {...props} platform={dashboardPlatform(props)} />)
