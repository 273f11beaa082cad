import { pagePath, stepPath } from '../../paths.ts'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { usePage } from '../page-context.tsx'

/** A mail's link that would sign this browser in to the account it was sent for. */
export type SwitchingLink = { type: 'email'; tokenHash: string } | { type: 'recovery'; tokenHash: string; next: string }

/**
 * A sign-up's confirmation link, or a recovery link, opened while someone is
 * signed in: the link would sign this browser in to its own account, so it
 * asks first. A link anyone can send (their own sign-up's, their own
 * password reset's) would otherwise move a signed-in person into the
 * sender's account without a word, where what they save next is the
 * sender's to read. Continuing posts the link's token, which only a page of
 * this site can send.
 */
export function ConfirmSwitchPage({ link }: { link: SwitchingLink }) {
  const { locale, t, user } = usePage()
  const username = user?.username ?? ''
  const recovery = link.type === 'recovery'
  return (
    <FormCard
      id="confirm-switch"
      title={t(recovery ? 'auth.confirm.recoverySwitchTitle' : 'auth.confirm.switchTitle')}
      lead={t(recovery ? 'auth.confirm.recoverySwitchLead' : 'auth.confirm.switchLead', { username })}
    >
      <PostForm
        action={stepPath(locale, recovery ? 'authCallback' : 'authConfirm')}
        submit={t(recovery ? 'auth.confirm.recoverySwitchContinue' : 'auth.confirm.switchContinue')}
        secondary
      >
        <input type="hidden" name="token_hash" value={link.tokenHash} />
        <input type="hidden" name="type" value={link.type} />
        {recovery && <input type="hidden" name="next" value={link.next} />}
      </PostForm>
      <p>
        <a href={pagePath(locale, 'dashboard')}>{t('auth.confirm.switchStay', { username })}</a>
      </p>
    </FormCard>
  )
}
