import { pagePath } from '../../paths.ts'
import { FormCard } from '../components/form-card.tsx'
import { usePage } from '../page-context.tsx'

/**
 * A new address's confirmation link opened while someone else is signed in:
 * it confirmed that other account's address, and this browser stays signed
 * in to its own account, which the page names.
 */
export function OtherAddressPage() {
  const { locale, t, user } = usePage()
  return (
    <FormCard
      id="other-address"
      title={t('auth.confirm.otherAddressTitle')}
      lead={t('auth.confirm.otherAddressLead', { username: user?.username ?? '' })}
    >
      <p>
        <a href={pagePath(locale, 'profile')}>{t('auth.confirm.toProfile')}</a>
      </p>
    </FormCard>
  )
}
