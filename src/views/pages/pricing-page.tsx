import { pagePath } from '../../paths.ts'
import { LinkCard } from '../components/link-card.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { usePage } from '../page-context.tsx'

/**
 * The pricing page: the single free plan with everything it includes, why it
 * is free, and a way in (sign up for guests, the calculator for members).
 */
export function PricingPage() {
  const { locale, t, messages, user } = usePage()
  return (
    <div className="pricing-page">
      <PageHeader eyebrow={t('content.pricing.eyebrow')} title={t('content.pricing.title')} lead={t('content.pricing.lead')} />

      <section className="card plan" aria-labelledby="plan-name">
        <h2 id="plan-name">{t('content.pricing.plan.name')}</h2>
        <p className="lead">{t('content.pricing.plan.summary')}</p>
        <h3>{t('content.pricing.plan.featuresHeading')}</h3>
        <ul className="feature-list">
          {messages.content.pricing.plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>
          <a className="button" href={pagePath(locale, user ? 'home' : 'signup')}>
            {user ? t('content.pricing.plan.ctaSignedIn') : t('content.pricing.plan.cta')}
          </a>
        </p>
        {!user && <p className="muted">{t('content.pricing.plan.noCard')}</p>}
      </section>

      <div className="cards">
        <section className="card" aria-labelledby="pricing-honesty">
          <h2 id="pricing-honesty">{t('content.pricing.honestyHeading')}</h2>
          <p>{t('content.pricing.honestyText')}</p>
        </section>
        {!user && <LinkCard id="pricing-guest" texts={messages.content.pricing} prefix="guest" href={pagePath(locale, 'home')} />}
      </div>
    </div>
  )
}
