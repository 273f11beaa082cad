import { pagePath } from '../../paths.ts'
import { usePage } from '../page-context.tsx'

/** Site footer with the legal links. */
export function Footer() {
  const { locale, t } = usePage()
  const links = [
    ['contact', t('footer.contact')],
    ['impressum', t('footer.impressum')],
    ['privacy', t('footer.privacy')],
    ['terms', t('footer.terms')],
    ['sitemap', t('footer.sitemap')],
  ] as const
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <nav aria-label={t('footer.label')}>
          <ul>
            {links.map(([page, label]) => (
              <li key={page}>
                <a href={pagePath(locale, page)}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="muted">{t('footer.copyright', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  )
}
