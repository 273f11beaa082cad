import { formatSavedDate } from '../../lib/calculation/summary.ts'
import { formatWorkSpan, formatWorkTime } from '../../lib/calculation/work-time.ts'
import { formatAmountInput, formatMoney, formatNumber, formatPercent, formatRateDate } from '../../lib/format.ts'
import { goalFigures, type WorkSetting } from '../../lib/goals/figures.ts'
import type { Goal, GoalField } from '../../lib/goals/goal.ts'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'
import { Field, FormMessage } from './field.tsx'
import { GoalFields } from './goal-fields.tsx'
import { PostForm } from './post-form.tsx'

/** A sentence that opens with a figure's words ("less than a minute a week …") begins with a capital, as the language writes it. */
const sentenceStart = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)

export interface GoalCardProps {
  goal: Goal
  setting: WorkSetting
  /** Today as an ISO date, so the figures and the page agree on it. */
  today: string
  /** The edit form's last submit, when it was this goal's and was refused. */
  edit?: FormState<GoalField> | undefined
  /** The "add savings" form's last submit, when it was this goal's and was refused. */
  savings?: FormState<'amount'> | undefined
}

/** The hours of work still needed, or why there is no number (reached, no rate, another currency). */
function GoalNeed({ goal, setting, today }: Pick<GoalCardProps, 'goal' | 'setting' | 'today'>) {
  const { locale, t, messages } = usePage()
  const figures = goalFigures(goal, setting, today)
  const date = (iso: string) => formatSavedDate(iso, locale, 'long')
  const durations = messages.calculator.result
  const need = figures.need
  const deadline =
    figures.deadline.status === 'passed' && goal.deadline ? (
      <p className="goal-deadline goal-deadline-passed">{t('goals.figures.deadlinePassed', { date: date(goal.deadline) })}</p>
    ) : figures.deadline.status === 'today' ? (
      <p className="goal-deadline">{t('goals.figures.deadlineToday')}</p>
    ) : goal.deadline ? (
      <p className="goal-deadline">{t('goals.figures.deadline', { date: date(goal.deadline) })}</p>
    ) : null
  if (need.status === 'reached') {
    return (
      <>
        <p className="goal-reached">{t('goals.figures.reached')}</p>
        {deadline}
      </>
    )
  }
  const remaining = (
    <p className="goal-remaining">{t('goals.figures.remaining', { amount: formatMoney(figures.remaining, goal.currency, locale) })}</p>
  )
  if (need.status === 'needsRate') {
    return (
      <>
        {remaining}
        <p className="goal-prompt">
          {t('goals.figures.needsRate')} <a href={`/${locale}/profile`}>{t('goals.figures.profileLink')}</a>
        </p>
        {deadline}
      </>
    )
  }
  if (need.status === 'otherCurrency') {
    return (
      <>
        {remaining}
        <p className="goal-prompt">{t('goals.figures.otherCurrency', { goal: goal.currency, rate: need.rateCurrency })}</p>
        {deadline}
      </>
    )
  }
  const days = formatWorkSpan('days', need.hours, need.time, locale, durations)
  const weekly = need.weekly
  return (
    <>
      {remaining}
      <p className="goal-hours">
        {t('goals.figures.hoursNeeded', { time: formatWorkTime(need.hours, need.time, locale, durations), days })}
      </p>
      {need.converted && (
        <p className="goal-converted">
          {t('goals.figures.converted', {
            amount: formatMoney(figures.remaining, goal.currency, locale),
            converted: formatMoney(need.converted.amount, setting.currency, locale),
            date: formatRateDate(need.converted.date, locale),
          })}
        </p>
      )}
      {deadline}
      {weekly && goal.deadline && (
        <p className="goal-weekly">
          {sentenceStart(
            weekly.workdays === null
              ? t('goals.figures.perWeek', {
                  time: formatWorkTime(weekly.hours, weekly.time, locale, durations),
                  date: date(goal.deadline),
                })
              : t('goals.figures.perWeekWorkdays', {
                  time: formatWorkTime(weekly.hours, weekly.time, locale, durations),
                  date: date(goal.deadline),
                  workdays: formatWorkSpan('days', weekly.hours, weekly.time, locale, durations),
                }),
            locale,
          )}
        </p>
      )}
    </>
  )
}

/**
 * One goal: its progress bar (a real `<progress>`, labelled, with the
 * percentage beside it), the figures, "add savings", edit and delete, each
 * a plain form post that works without JavaScript. Each of those comes
 * back to the page at the card (`#goal-…`), which takes the focus then, so
 * the next Tab stays with the goal just changed.
 */
export function GoalCard({ goal, setting, today, edit, savings }: GoalCardProps) {
  const { locale, t } = usePage()
  const figures = goalFigures(goal, setting, today)
  const base = `/${locale}/goals/${goal.id}`
  const prefix = `goal-${goal.id}`
  const current = {
    title: goal.title,
    // As the profile shows its rate: the currency's decimals (2.500,5 € is typed 2500,50), no sign.
    targetAmount: formatAmountInput(goal.targetAmount, goal.currency, locale),
    savedAmount: formatAmountInput(goal.savedAmount, goal.currency, locale),
    currency: goal.currency,
    deadline: goal.deadline ?? '',
    ...edit?.values,
  }
  return (
    <article
      className={figures.reached ? 'goal card goal-done' : 'goal card'}
      id={prefix}
      aria-labelledby={`${prefix}-title`}
      tabIndex={-1}
    >
      <h3 id={`${prefix}-title`}>{goal.title}</h3>
      {/* One part with an id, so a live update brings new figures to a card whose edit is open (see `client/live/regions.ts`). */}
      <div className="goal-figures" id={`${prefix}-figures`}>
        <p className="goal-saved">
          {t('goals.figures.saved', {
            saved: formatMoney(goal.savedAmount, goal.currency, locale),
            target: formatMoney(goal.targetAmount, goal.currency, locale),
          })}
        </p>
        <div className="goal-progress">
          <progress
            id={`${prefix}-progress`}
            max={goal.targetAmount}
            value={Math.min(goal.savedAmount, goal.targetAmount)}
            aria-label={t('goals.figures.progress', { title: goal.title })}
            aria-valuetext={t('goals.figures.percent', { percent: formatPercent(figures.percent / 100, locale) })}
          />
          <span className="goal-percent">{t('goals.figures.percent', { percent: formatPercent(figures.percent / 100, locale) })}</span>
        </div>
        <GoalNeed goal={goal} setting={setting} today={today} />
      </div>

      <PostForm action={`${base}/savings`} submit={t('goals.form.addSavings')} secondary keyed>
        <Field
          name="amount"
          id={`${prefix}-amount`}
          label={t('goals.form.amount', { title: goal.title })}
          defaultValue={savings?.values?.amount}
          error={savings?.errors?.amount}
          inputMode="decimal"
          // A refused amount comes back focused, its error read with it, wherever the card is on the page.
          autoFocus={savings?.errors?.amount ? true : undefined}
        />
      </PostForm>

      <details className="goal-edit" open={edit ? true : undefined}>
        <summary>{t('goals.form.editSummary', { title: goal.title })}</summary>
        <FormMessage error={edit?.error} />
        <PostForm action={base} submit={t('goals.form.save')}>
          <GoalFields idPrefix={`${prefix}-edit`} values={current} errors={edit?.errors} />
        </PostForm>
      </details>

      <form method="post" action={`${base}/delete`} className="goal-delete">
        <button type="submit" className="button button-secondary" aria-label={t('goals.form.deleteLabel', { title: goal.title })}>
          {t('goals.form.delete')}
        </button>
      </form>
    </article>
  )
}
