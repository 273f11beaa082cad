import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/**
 * What the service worker shows without a connection in place of any page
 * that needs the server: it says so plainly and points to the calculator,
 * which works offline.
 */
export function OfflinePage() {
  const { locale, messages } = usePage()
  const texts = messages.offline.page
  return (
    <div className="offline-page">
      <PageHeader title={texts.heading} lead={texts.lead} />
      <LinkCard id="offline-calculator" texts={texts} prefix="calculator" href={pagePath(locale, 'home')} />
    </div>
  )
}
