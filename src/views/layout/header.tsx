import { avatarPath, pagePath, stepPath, type PageKey } from '../../paths.ts'
import { withAuthQuery } from '../pages/auth-query.tsx'
import { Logo } from '../icons/logo.tsx'
import { usePage } from '../page-context.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

interface NavLinkProps {
  page: PageKey
  label: string
  picture?: string | null
  /** Marks the entry as a live region refreshed when those tables change (see src/client/live/regions.ts). */
  live?: string
  /** What the link carries of the current page's query (the log-in link's `next` and `pending`). */
  carry?: (path: string) => string
}

/** A navigation entry, marked as the current page when it is. */
function NavLink({ page, label, picture, live, carry }: NavLinkProps) {
  const { locale, subpath } = usePage()
  const href = pagePath(locale, page)
  const current = href === `/${locale}${subpath}`
  return (
    <li id={live ? `nav-${page}` : undefined} data-live={live}>
      <a href={carry ? carry(href) : href} aria-current={current ? 'page' : undefined}>
        {picture && <img className="avatar" src={avatarPath(picture)} alt="" width={32} height={32} />}
        {label}
      </a>
    </li>
  )
}

/**
 * A log-in or sign-up link that keeps the current page's `next` and a
 * guest's `pending` calculation, so moving between the two forms from the
 * header loses neither.
 */
function useCarriedAuthQuery() {
  const { search } = usePage()
  const query = new URLSearchParams(search)
  return (path: string) => withAuthQuery(path, query.get('next') ?? '', query.get('pending') ?? undefined)
}

/**
 * Site header: product name, navigation for guests or members, language
 * switcher, on one row at every width. Where the navigation does not fit
 * beside the rest, it folds into a menu button: a `<details>` disclosure, so
 * it opens without JavaScript; on wide screens the CSS shows its content and
 * hides the button.
 */
export function Header() {
  const { locale, t, user } = usePage()
  const carry = useCarriedAuthQuery()
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href={pagePath(locale, 'home')}>
          <Logo />
          <span>{t('app.name')}</span>
        </a>
        <details className="nav-menu">
          <summary className="nav-menu-button">
            <svg className="nav-menu-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>{t('nav.menu')}</span>
          </summary>
          <nav className="main-nav" aria-label={t('nav.label')}>
            <ul>
              <NavLink page="home" label={t('nav.calculator')} />
              <NavLink page="pricing" label={t('nav.pricing')} />
              <NavLink page="faq" label={t('nav.faq')} />
              {user ? (
                <>
                  <NavLink page="dashboard" label={t('nav.dashboard')} />
                  <NavLink page="goals" label={t('nav.goals')} />
                  <NavLink page="profile" label={t('nav.profile')} picture={user.profilePicture} live="profile" />
                  <li>
                    <form method="post" action={stepPath(locale, 'logout')} className="inline-form">
                      <button type="submit" className="link-button">
                        {t('nav.logout')}
                      </button>
                    </form>
                  </li>
                </>
              ) : (
                <>
                  <NavLink page="login" label={t('nav.login')} carry={carry} />
                  <li>
                    <a className="button button-small" href={carry(pagePath(locale, 'signup'))}>
                      {t('nav.signup')}
                    </a>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </details>
        <LanguageSwitcher />
      </div>
    </header>
  )
}
