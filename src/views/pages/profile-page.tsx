import { INTL_LOCALE, LOCALES, RECEIPT_LANGUAGES } from '../../i18n/locales.ts'
import { currencyOptions } from '../../lib/currencies.ts'
import { Field, FormMessage } from '../components/field.tsx'
import type { FormState } from '../form-state.ts'
import { usePage } from '../page-context.tsx'

export type ProfileField = 'username' | 'email' | 'hourlyRate' | 'currency' | 'language' | 'receiptLanguage' | 'useWorkWeek'

export interface ProfilePageProps extends FormState<ProfileField> {
  pictureError?: string | undefined
  passwordError?: string | undefined
  /** Which form the `success` message belongs to. */
  section?: 'profile' | 'picture' | 'password' | undefined
  pendingEmail?: string | null | undefined
}

/** Every profile field in one form, plus the picture and password forms, each working without JavaScript. */
export function ProfilePage({
  values,
  errors = {},
  error,
  success,
  section = 'profile',
  pictureError,
  passwordError,
  pendingEmail,
}: ProfilePageProps) {
  const { locale, t, user } = usePage()
  if (!user) return null
  const current = {
    username: user.username,
    email: user.email,
    hourlyRate: user.hourlyRate ? String(user.hourlyRate) : '',
    currency: user.currency,
    language: user.language ?? locale,
    receiptLanguage: user.receiptLanguage,
    useWorkWeek: user.useWorkWeek ? 'on' : '',
    ...values,
  }
  const select = (name: ProfileField, options: { value: string; label: string }[]) => (
    <select
      id={name}
      name={name}
      defaultValue={current[name]}
      aria-invalid={errors[name] ? 'true' : undefined}
      aria-describedby={`${name}-hint`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
  return (
    <div className="profile-page">
      <header className="page-header">
        <h1>{t('auth.profile.title')}</h1>
        <p className="lead">{t('auth.profile.lead')}</p>
      </header>

      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('auth.profile.accountHeading')}</h2>
        <FormMessage error={error} success={section === 'profile' ? success : undefined} />
        <form method="post" action={`/${locale}/profile`} noValidate>
          <Field
            name="username"
            label={t('auth.profile.username')}
            hint={t('auth.profile.usernameHint')}
            defaultValue={current.username}
            error={errors.username}
            autoComplete="nickname"
            required
          />
          <Field
            name="email"
            type="email"
            label={t('auth.profile.email')}
            hint={pendingEmail ? `${t('auth.profile.emailHint')} (${pendingEmail})` : t('auth.profile.emailHint')}
            defaultValue={current.email}
            error={errors.email}
            autoComplete="email"
            required
          />
          <h3>{t('auth.profile.preferencesHeading')}</h3>
          <Field
            name="hourlyRate"
            inputMode="decimal"
            label={t('auth.profile.hourlyRate')}
            hint={t('auth.profile.hourlyRateHint')}
            defaultValue={current.hourlyRate}
            error={errors.hourlyRate}
            required
          />
          <Field
            name="currency"
            label={t('auth.profile.currency')}
            hint={t('auth.profile.currencyHint')}
            error={errors.currency}
            control={select(
              'currency',
              currencyOptions(INTL_LOCALE[locale]).map((o) => ({ value: o.code, label: o.label })),
            )}
          />
          <div className="checkbox-field">
            <input
              type="checkbox"
              id="useWorkWeek"
              name="useWorkWeek"
              defaultChecked={current.useWorkWeek === 'on'}
              aria-describedby="useWorkWeek-hint"
            />
            <label htmlFor="useWorkWeek">{t('auth.profile.workWeek')}</label>
            <p className="field-hint" id="useWorkWeek-hint">
              {t('auth.profile.workWeekHint')}
            </p>
          </div>
          <h3>{t('auth.profile.languagesHeading')}</h3>
          <Field
            name="language"
            label={t('auth.profile.language')}
            hint={t('auth.profile.languageHint')}
            error={errors.language}
            control={select(
              'language',
              LOCALES.map((lang) => ({ value: lang, label: t(`languageNames.${lang}`) })),
            )}
          />
          <Field
            name="receiptLanguage"
            label={t('auth.profile.receiptLanguage')}
            hint={t('auth.profile.receiptLanguageHint')}
            error={errors.receiptLanguage}
            control={select(
              'receiptLanguage',
              RECEIPT_LANGUAGES.map((code) => ({ value: code, label: t(`auth.profile.receiptLanguages.${code}`) })),
            )}
          />
          <button type="submit" className="button">
            {t('auth.profile.save')}
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="profile-picture">
        <h2 id="profile-picture">{t('auth.profile.pictureHeading')}</h2>
        <FormMessage error={pictureError} success={section === 'picture' ? success : undefined} />
        {user.profilePicture && (
          <img
            className="avatar avatar-large"
            src={`/avatars/${user.profilePicture}`}
            alt={t('auth.profile.pictureAlt', { username: user.username })}
            width={96}
            height={96}
          />
        )}
        <form method="post" action={`/${locale}/profile/picture`} encType="multipart/form-data">
          <Field
            name="picture"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            label={t('auth.profile.picture')}
            hint={t('auth.profile.pictureHint')}
            required
          />
          <button type="submit" className="button button-secondary">
            {t('auth.profile.pictureUpload')}
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="profile-password">
        <h2 id="profile-password">{t('auth.profile.passwordHeading')}</h2>
        <FormMessage error={passwordError} success={section === 'password' ? success : undefined} />
        <form method="post" action={`/${locale}/profile/password`} noValidate>
          <Field
            name="password"
            type="password"
            label={t('auth.profile.newPassword')}
            hint={t('auth.profile.newPasswordHint')}
            autoComplete="new-password"
            required
            minLength={6}
          />
          <button type="submit" className="button button-secondary">
            {t('auth.profile.changePassword')}
          </button>
        </form>
      </section>

      <form method="post" action={`/${locale}/logout`}>
        <button type="submit" className="button button-secondary">
          {t('auth.profile.signOut')}
        </button>
      </form>
    </div>
  )
}
