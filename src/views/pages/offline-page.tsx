import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/**
 * What the service worker shows without a connection in place of any page
 * that needs the server: it says so plainly and points to the calculator,
 * which works offline. Standing in for the answer to a sent form, its
 * script (`client/islands/offline.ts`) shows the hidden lead that says what
 * became of the form instead, and a way back to it.
 */
export function OfflinePage() {
  const { locale, messages } = usePage()
  const texts = messages.offline.page
  return (
    <div className="offline-page">
      <PageHeader title={texts.heading}>
        <p className="lead" id="offline-lead">
          {texts.lead}
        </p>
        <p className="lead" id="offline-unanswered" hidden>
          {texts.unansweredLead}
        </p>
        <p id="offline-back" hidden>
          <button type="button" className="button">
            {texts.backToForm}
          </button>
        </p>
      </PageHeader>
      <LinkCard id="offline-calculator" texts={texts} prefix="calculator" href={pagePath(locale, 'home')} />
    </div>
  )
}
