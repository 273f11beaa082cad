import { pagePath, stepPath } from '../../paths.ts'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { usePage } from '../page-context.tsx'

export interface CheckInboxPageProps {
  /** The address the confirmation link went to. */
  email: string
  /** Whether a guest's calculation waits in the sign-up, to be saved on confirmation. */
  pending?: boolean | undefined
  /**
   * What came within the minute Auth leaves between two mails to one
   * address, so no link went with it: a sign-up sent again (the first one's
   * link is what the account keeps), or "send it again" pressed too soon.
   */
  tooSoon?: 'signup' | 'resend' | undefined
  /** Where a person running the app on loopback reads the mail (the local stand-in's mail page). */
  mailbox?: string | undefined
  error?: string | undefined
  success?: string | undefined
}

/**
 * What a sign-up answers while the address is not confirmed yet: where the
 * link went, that it works in any browser, and a "send it again" form (a
 * plain POST, so it works without JavaScript).
 */
export function CheckInboxPage({ email, pending, tooSoon, mailbox, error, success }: CheckInboxPageProps) {
  const { locale, t } = usePage()
  return (
    // A resend that failed says so, and nothing about a link having gone out; one pressed too soon, when the last one went.
    <FormCard
      id="check-inbox"
      title={t('auth.confirm.title')}
      lead={error ? undefined : tooSoon === 'resend' ? t('auth.confirm.resentJustNow') : t('auth.confirm.lead', { email })}
      error={error}
      success={success}
    >
      {tooSoon === 'signup' && <p>{t('auth.confirm.sentJustNow')}</p>}
      {pending && <p>{t('auth.confirm.pendingSaved')}</p>}
      {mailbox && (
        <p>
          <a href={mailbox}>{t('auth.confirm.localMailbox')}</a>
        </p>
      )}
      <p className="muted">{t('auth.confirm.noMail')}</p>
      <PostForm action={stepPath(locale, 'resendConfirmation')} submit={t('auth.confirm.resend')} secondary>
        <input type="hidden" name="email" value={email} />
      </PostForm>
      <p>
        <a href={pagePath(locale, 'login')}>{t('auth.confirm.alreadyConfirmed')}</a>
      </p>
    </FormCard>
  )
}
