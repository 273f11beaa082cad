import { hydrateRoot } from 'react-dom/client'
import { Dashboard, type DashboardIslandProps } from '../views/islands/dashboard.tsx'
import { dashboardPlatform } from './browser/dashboard-platform.ts'

/**
 * Hydrates the dashboard the server streamed in. The island may still sit in
 * React's hidden Suspense segment when this module runs; the container is
 * moved into place as a whole, so hydrating it right away is safe.
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-island="dashboard"]')) {
  const props = JSON.parse(element.dataset.props ?? 'null') as DashboardIslandProps | null
  if (props) hydrateRoot(element, <Dashboard {...props} platform={dashboardPlatform(props.locale, props.messages.errors)} />)
}
