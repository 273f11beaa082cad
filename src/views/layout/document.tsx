import type { ReactNode } from 'react'
import { usePage } from '../page-context.tsx'
import { Footer } from './footer.tsx'
import { Head, type HeadProps } from './head.tsx'
import { Header } from './header.tsx'
import { LiveStatus } from './live-status.tsx'
import { VersionNotice } from './version-notice.tsx'

/** The whole HTML document around a page. */
export function Document({ children, ...head }: HeadProps & { children: ReactNode }) {
  const { locale, t, user } = usePage()
  return (
    <html lang={locale}>
      <Head {...head} />
      <body>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <Header />
        <main id="main" className="container" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {user && <LiveStatus />}
        <VersionNotice />
      </body>
    </html>
  )
}
