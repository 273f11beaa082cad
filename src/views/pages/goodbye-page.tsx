import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/**
 * Where a deleted account ends up, and any of its other open tabs: it says
 * what is gone and points to the calculator, which needs no account.
 */
export function GoodbyePage() {
  const { locale, messages } = usePage()
  const texts = messages.auth.profile.goodbye
  return (
    <div className="goodbye-page">
      <PageHeader title={texts.heading} lead={texts.lead} />
      <LinkCard id="goodbye-calculator" texts={texts} prefix="calculator" href={pagePath(locale, 'home')} />
    </div>
  )
}
