import { avatarPath, pagePath, stepPath } from '../../paths.ts'
import { INTL_LOCALE, LOCALES, RECEIPT_LANGUAGES } from '../../i18n/locales.ts'
import { currencyOptions } from '../../lib/currencies.ts'
import { formatAmountInput } from '../../lib/format.ts'
import { CheckboxField, Field, FormMessage, type ControlProps } from '../components/field.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { PostForm } from '../components/post-form.tsx'
import { useAccountFormFields, type FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

export type ProfileField =
  'username' | 'email' | 'currentPassword' | 'hourlyRate' | 'currency' | 'language' | 'receiptLanguage' | 'useWorkWeek'

export interface ProfilePageProps extends FormState<ProfileField> {
  pictureError?: string | undefined
  passwordError?: string | undefined
  /** The password form's errors by field (`currentPassword`, `password`). */
  passwordErrors?: Partial<Record<string, string>> | undefined
  /** The account deletion form's top message and its errors by field (`password`, `confirm`). */
  deletionError?: string | undefined
  deletionErrors?: Partial<Record<string, string>> | undefined
  /** Which form the `success` message belongs to. */
  section?: 'profile' | 'picture' | 'password' | undefined
  pendingEmail?: string | null | undefined
}

/**
 * Every profile field in one form, plus the picture and password forms, the
 * data downloads (plain links) and, set apart as a danger zone, the form
 * that deletes the account: each working without JavaScript.
 */
export function ProfilePage({
  values,
  errors = {},
  error,
  success,
  section = 'profile',
  pictureError,
  passwordError,
  passwordErrors = {},
  deletionError,
  deletionErrors = {},
  pendingEmail,
}: ProfilePageProps) {
  const { locale, t, user, messages } = usePage()
  if (!user) return null
  const current = {
    username: user.username,
    email: user.email,
    hourlyRate: user.hourlyRate ? formatAmountInput(user.hourlyRate, user.currency, locale) : '',
    currency: user.currency,
    language: user.language ?? locale,
    receiptLanguage: user.receiptLanguage,
    useWorkWeek: user.useWorkWeek ? 'on' : '',
    ...values,
  }
  const field = useAccountFormFields('profile', { values: current, errors })
  const select = (options: { value: string; label: string }[]) => (control: ControlProps) => (
    <select {...control}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  const { data, deletion } = messages.auth.profile
  const emailHint = pendingEmail ? `${t('auth.profile.emailHint')} (${pendingEmail})` : t('auth.profile.emailHint')
  const currencies = currencyOptions(INTL_LOCALE[locale]).map((o) => ({ value: o.code, label: o.label }))
  return (
    <div className="profile-page">
      <PageHeader title={t('auth.profile.title')} lead={t('auth.profile.lead')} />

      <section className="card" id="profile-account" data-live="profile" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('auth.profile.accountHeading')}</h2>
        <FormMessage error={error} success={section === 'profile' ? success : undefined} />
        <PostForm action={pagePath(locale, 'profile')} submit={t('auth.profile.save')}>
          <Field {...field('username')} autoComplete="nickname" required />
          <Field {...field('email')} hint={emailHint} type="email" autoComplete="email" required />
          <Field
            {...field('emailPassword')}
            name="currentPassword"
            id="email-current-password"
            error={errors.currentPassword}
            type="password"
            autoComplete="current-password"
          />
          <h3>{t('auth.profile.preferencesHeading')}</h3>
          <Field {...field('hourlyRate')} inputMode="decimal" />
          <Field {...field('currency')}>{select(currencies)}</Field>
          <CheckboxField
            name="useWorkWeek"
            label={t('auth.profile.workWeek')}
            hint={t('auth.profile.workWeekHint')}
            defaultChecked={current.useWorkWeek === 'on'}
          />
          <h3>{t('auth.profile.languagesHeading')}</h3>
          <Field {...field('language')}>{select(LOCALES.map((lang) => ({ value: lang, label: t(`languageNames.${lang}`) })))}</Field>
          <Field {...field('receiptLanguage')}>
            {select(RECEIPT_LANGUAGES.map((code) => ({ value: code, label: t(`auth.profile.receiptLanguages.${code}`) })))}
          </Field>
        </PostForm>
      </section>

      <section className="card" aria-labelledby="profile-picture">
        <h2 id="profile-picture">{t('auth.profile.pictureHeading')}</h2>
        <FormMessage error={pictureError} success={section === 'picture' ? success : undefined} />
        {user.profilePicture && (
          <img
            className="avatar avatar-large"
            src={avatarPath(user.profilePicture)}
            alt={t('auth.profile.pictureAlt', { username: user.username })}
            width={96}
            height={96}
          />
        )}
        <PostForm
          action={`${pagePath(locale, 'profile')}/picture`}
          submit={t('auth.profile.pictureUpload')}
          secondary
          encType="multipart/form-data"
          noValidate={false}
        >
          <Field {...field('picture')} type="file" accept="image/png,image/jpeg,image/webp" required />
        </PostForm>
        {user.profilePicture && (
          <PostForm action={`${pagePath(locale, 'profile')}/picture/remove`} submit={t('auth.profile.pictureActions.remove')} secondary />
        )}
      </section>

      <section className="card" aria-labelledby="profile-password">
        <h2 id="profile-password">{t('auth.profile.passwordHeading')}</h2>
        <FormMessage error={passwordError} success={section === 'password' ? success : undefined} />
        <PostForm action={`${pagePath(locale, 'profile')}/password`} submit={t('auth.profile.changePassword')} secondary>
          <Field
            {...field('currentPassword')}
            error={passwordErrors.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
          <Field
            {...field('newPassword')}
            name="password"
            error={passwordErrors.password}
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
          />
        </PostForm>
      </section>

      <section className="card" aria-labelledby="profile-data">
        <h2 id="profile-data">{data.heading}</h2>
        <p>{data.lead}</p>
        <ul className="profile-downloads">
          <li>
            <a className="button button-secondary" href={`/api/export?lang=${locale}`} aria-describedby="profile-data-json">
              {data.json}
            </a>
            <p className="field-hint" id="profile-data-json">
              {data.jsonHint}
            </p>
          </li>
          <li>
            <a className="button button-secondary" href={`/api/export/calculations.csv?lang=${locale}`} aria-describedby="profile-data-csv">
              {data.csv}
            </a>
            <p className="field-hint" id="profile-data-csv">
              {data.csvHint}
            </p>
          </li>
        </ul>
      </section>

      <PostForm action={stepPath(locale, 'logout')} submit={t('auth.profile.signOut')} secondary noValidate={false} />
      <PostForm action={stepPath(locale, 'logout')} submit={t('auth.profile.signOutEverywhere')} secondary noValidate={false}>
        <input type="hidden" name="scope" value="global" />
        <p className="muted">{t('auth.profile.signOutEverywhereHint')}</p>
      </PostForm>

      <section className="card danger-zone" aria-labelledby="profile-danger">
        <h2 id="profile-danger">{deletion.heading}</h2>
        <h3>{deletion.title}</h3>
        <p>{deletion.lead}</p>
        <FormMessage error={deletionError} />
        <PostForm action={`${pagePath(locale, 'profile')}/delete`} submit={deletion.submit} danger>
          <Field
            name="password"
            id="delete-password"
            label={deletion.password}
            error={deletionErrors.password}
            type="password"
            autoComplete="current-password"
            required
          />
          <CheckboxField name="confirm" id="delete-confirm" value="yes" label={deletion.confirm} error={deletionErrors.confirm} required />
        </PostForm>
      </section>
    </div>
  )
}
