import { writeNumber } from '../../lib/calculation/decimal.ts'
import type { WorkSetting } from '../../lib/goals/figures.ts'
import type { Goal, GoalField } from '../../lib/goals/goal.ts'
import { FormMessage } from '../components/field.tsx'
import { GoalCard } from '../components/goal-card.tsx'
import { GoalFields } from '../components/goal-fields.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { PostForm } from '../components/post-form.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

/** What the last form post did, told at the top of the page. */
export type GoalFlash = 'created' | 'updated' | 'savingsAdded' | 'deleted' | 'restored' | 'notFound' | 'failed'

export interface GoalsPageProps {
  /** The user's goals oldest first, or null when they could not be loaded. */
  goals: Goal[] | null
  setting: WorkSetting
  today: string
  /** The currency a new goal starts with: the profile's. */
  defaultCurrency: string
  flash?: GoalFlash | undefined
  /** The goal just deleted, with the signature its undo form sends back. */
  deleted?: (Goal & { signature: string }) | undefined
  /** The create form's last refused submit. */
  create?: FormState<GoalField> | undefined
  /** A goal's refused edit or "add savings" submit. */
  edit?: (FormState<GoalField> & { id: string }) | undefined
  savings?: (FormState<'amount'> & { id: string }) | undefined
}

/**
 * The flash line, with an undo form after a deletion (hidden fields carry the
 * goal back) whose button the page opens focused: the delete button is gone.
 */
function Flash({ flash, deleted }: Pick<GoalsPageProps, 'flash' | 'deleted'>) {
  const { locale, t } = usePage()
  if (!flash) return null
  if (flash === 'notFound' || flash === 'failed') return <FormMessage error={t(`goals.flash.${flash}`)} />
  if (flash !== 'deleted') return <FormMessage success={t(`goals.flash.${flash}`)} />
  return (
    <div className="form-success goal-undo" role="status">
      <p>{t('goals.flash.deleted', { title: deleted?.title ?? '' })}</p>
      {deleted && (
        <form method="post" action={`/${locale}/goals/restore`}>
          <input type="hidden" name="id" value={deleted.id} />
          <input type="hidden" name="createdAt" value={deleted.createdAt} />
          <input type="hidden" name="title" value={deleted.title} />
          <input type="hidden" name="targetAmount" value={writeNumber(deleted.targetAmount, locale)} />
          <input type="hidden" name="savedAmount" value={writeNumber(deleted.savedAmount, locale)} />
          <input type="hidden" name="currency" value={deleted.currency} />
          <input type="hidden" name="deadline" value={deleted.deadline ?? ''} />
          <input type="hidden" name="signature" value={deleted.signature} />
          <button type="submit" className="button button-secondary" autoFocus>
            {t('goals.form.undo')}
          </button>
        </form>
      )}
    </div>
  )
}

/**
 * `/{lang}/goals`: the user's goals with progress and the hours of work
 * still needed, then the form for a new one. Every action is a form post
 * that redirects back here with a message, so all of it works without
 * JavaScript. The list is a live region (`data-live`): the live client
 * swaps in a fresh copy of what is not being edited when goals or the
 * profile change elsewhere.
 */
export function GoalsPage({ goals, setting, today, defaultCurrency, flash, deleted, create, edit, savings }: GoalsPageProps) {
  const { locale, t } = usePage()
  // The deletion was undone since (the page came back from the history): it is no news, and there is nothing to bring back.
  const undone = deleted !== undefined && goals?.some((goal) => goal.id === deleted.id)
  return (
    <div className="goals-page">
      <PageHeader eyebrow={t('goals.eyebrow')} title={t('goals.heading')} lead={t('goals.lead')} />
      {!undone && <Flash flash={flash} deleted={deleted} />}

      <section id="goals-live" data-live="goals profile" aria-labelledby="goals-list-title">
        <h2 id="goals-list-title">{t('goals.listHeading')}</h2>
        {goals === null ? (
          <FormMessage error={t('goals.loadFailed')} />
        ) : goals.length === 0 ? (
          <p className="goals-empty" id="goals-empty">
            {t('goals.empty')}
          </p>
        ) : (
          <ul className="goals-list" id="goals-list">
            {goals.map((goal) => (
              <li key={goal.id} id={`goal-item-${goal.id}`}>
                <GoalCard
                  goal={goal}
                  setting={setting}
                  today={today}
                  edit={edit?.id === goal.id ? edit : undefined}
                  savings={savings?.id === goal.id ? savings : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card goal-create" aria-labelledby="goal-create-title">
        <h2 id="goal-create-title">{t('goals.form.createHeading')}</h2>
        <FormMessage error={create?.error} />
        <PostForm action={`/${locale}/goals`} submit={t('goals.form.create')} keyed>
          <GoalFields
            idPrefix="goal-new"
            values={{ currency: defaultCurrency, ...create?.values }}
            errors={create?.errors}
            minDeadline={today}
          />
        </PostForm>
      </section>
    </div>
  )
}
