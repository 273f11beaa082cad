import { pagePath, stepPath } from '../../paths.ts'
import { FormCard } from '../components/form-card.tsx'
import { PostForm } from '../components/post-form.tsx'
import { usePage } from '../page-context.tsx'

/**
 * A sign-up's confirmation link opened while someone is signed in: the link
 * would sign this browser in to its own account, so it asks first. A link
 * anyone can send (their own sign-up's) would otherwise move a signed-in
 * person into the sender's account without a word, where what they save
 * next is the sender's to read. Continuing posts the link's token, which
 * only a page of this site can send.
 */
export function ConfirmSwitchPage({ tokenHash }: { tokenHash: string }) {
  const { locale, t, user } = usePage()
  const username = user?.username ?? ''
  return (
    <FormCard id="confirm-switch" title={t('auth.confirm.switchTitle')} lead={t('auth.confirm.switchLead', { username })}>
      <PostForm action={stepPath(locale, 'authConfirm')} submit={t('auth.confirm.switchContinue')} secondary>
        <input type="hidden" name="token_hash" value={tokenHash} />
        <input type="hidden" name="type" value="email" />
      </PostForm>
      <p>
        <a href={pagePath(locale, 'dashboard')}>{t('auth.confirm.switchStay', { username })}</a>
      </p>
    </FormCard>
  )
}
