import { INTL_LOCALE } from '../../i18n/locales.ts'
import { currencyOptions } from '../../lib/currencies.ts'
import { formatNumber } from '../../lib/format.ts'
import { MAX_GOAL_TITLE_LENGTH, type GoalField } from '../../lib/goals/goal.ts'
import { Field } from './field.tsx'
import { formFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

export interface GoalFieldsProps extends FormState<GoalField> {
  /** Prefix of the controls' ids, so the create form and each goal's edit form on one page never share an id. */
  idPrefix: string
  /** The earliest deadline the date picker offers (ISO date). */
  minDeadline?: string | undefined
}

/**
 * A goal's five fields, labelled, hinted and wired to their errors: the
 * create form's and every edit form's. Amounts are text typed the way the
 * language writes numbers; the server reads them with the calculator's parser.
 */
export function GoalFields({ idPrefix, values = {}, errors = {}, minDeadline }: GoalFieldsProps) {
  const { locale, messages, t } = usePage()
  const field = formFields(messages.goals.form, { values, errors })
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <>
      <Field
        {...field('title')}
        id={id('title')}
        hint={t('goals.form.titleHint', { max: formatNumber(MAX_GOAL_TITLE_LENGTH, locale) })}
        maxLength={MAX_GOAL_TITLE_LENGTH}
        required
      />
      {/* No `autocomplete="off"`: it would also keep the browser from giving the amounts back when the person comes back through the history. */}
      <Field {...field('targetAmount')} id={id('targetAmount')} inputMode="decimal" required />
      <Field {...field('savedAmount')} id={id('savedAmount')} inputMode="decimal" />
      <Field {...field('currency')} id={id('currency')}>
        {(control) => (
          <select {...control}>
            {currencyOptions(INTL_LOCALE[locale]).map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field {...field('deadline')} id={id('deadline')} type="date" min={minDeadline} />
    </>
  )
}
