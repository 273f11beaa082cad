import type { TemplatedMail } from './auth-config.ts'
import { renderMailTemplate, type MailTemplate } from './mail-template.ts'
import type { AuthRequestContext } from './request-context.ts'

/** One mail the stand-in "sent", as exposed by `GET /__local/mailbox?email=`. */
export interface LocalMail {
  to: string
  subject: string
  type: string
  link: string | null
  token?: string
  tokenHash?: string
  /** The user's language the mail was written in (the project's templated mails), from the account's metadata. */
  language?: string
  /** The mail's body (confirmation, e-mail change and recovery: the hosted project's template, rendered). */
  html?: string
  sentAt: string
}

interface MailMeta {
  userId?: string
  redirectTo?: string
  tokenHash?: string
  currentEmail?: string
  newEmail?: string
}

export interface MailboxOptions {
  apiUrl: () => string
  siteUrl: string
  context: () => AuthRequestContext | undefined
  onPkceLink: (tokenHash: string, challenge: string, method: string) => void
  log: (line: string) => void
  /** The hosted project's templates (`supabase/config.toml`): those mails link to the app with the token hash, in the user's language. */
  templates?: Partial<Record<TemplatedMail, MailTemplate>>
  /** The language in the metadata of the account with this id, for the templates. */
  languageOf?: (userId: string) => Promise<string | undefined>
}

const SUBJECTS: Record<string, string> = {
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
  reauthentication: 'Confirm Reauthentication',
}
const MAX_PER_ADDRESS = 50

/**
 * lite's Mailer, replaced: instead of sending, it keeps every mail in memory for
 * the tests and the mail page (`GET /__local/mail`) and prints one console line
 * with the link. A mail the project has a template for (confirmation, e-mail
 * change, recovery) is that template, in the user's language, linking to the
 * app with the token hash; any other links to the API's own `/auth/v1/verify`
 * (GoTrue's `ConfirmationURL`) with the request's `redirect_to`.
 */
export class LocalMailbox {
  private readonly mails = new Map<string, LocalMail[]>()
  private readonly options: MailboxOptions

  constructor(options: MailboxOptions) {
    this.options = options
  }

  /** The mails sent to `email`, oldest first. */
  list(email: string): LocalMail[] {
    return [...(this.mails.get(email.toLowerCase()) ?? [])]
  }

  /** Every mail, newest first, for the mail page. */
  all(): LocalMail[] {
    return [...this.mails.values()].flat().sort((a, b) => b.sentAt.localeCompare(a.sentAt))
  }

  async sendConfirmation(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void> {
    await this.send('confirmation', 'signup', email, tokenHash, otp, meta)
  }

  async sendRecovery(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void> {
    await this.send('recovery', 'recovery', email, tokenHash, otp, meta)
  }

  async sendMagicLink(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void> {
    this.record('magiclink', email, tokenHash, otp, meta)
  }

  async sendEmailChange(email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void> {
    await this.send('email_change', 'email_change', email, tokenHash, otp, meta)
  }

  /** A mail of the project's template `name`, or lite's plain link when the project has none. */
  private async send(name: TemplatedMail, type: string, email: string, tokenHash: string, otp: string, meta?: MailMeta): Promise<void> {
    const template = this.options.templates?.[name]
    if (!template) return this.record(type, email, tokenHash, otp, meta)
    const language = meta?.userId ? await this.options.languageOf?.(meta.userId) : undefined
    const ctx = this.options.context()
    if (ctx?.codeChallenge) this.options.onPkceLink(tokenHash, ctx.codeChallenge, ctx.codeChallengeMethod ?? 's256')
    const data = {
      Email: (meta?.currentEmail ?? email).toLowerCase(),
      NewEmail: (meta?.newEmail ?? '').toLowerCase(),
      RedirectTo: ctx?.redirectTo ?? meta?.redirectTo ?? this.options.siteUrl,
      TokenHash: tokenHash,
      SiteURL: this.options.siteUrl,
      Data: { language },
    }
    const html = renderMailTemplate(template.html, data)
    const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null
    this.store({
      to: email.toLowerCase(),
      subject: renderMailTemplate(template.subject, data),
      type,
      link: href,
      token: otp,
      tokenHash,
      html,
      sentAt: new Date().toISOString(),
      ...(language ? { language } : {}),
    })
  }

  async sendReauthentication(email: string, otp: string, meta?: MailMeta): Promise<void> {
    this.record('reauthentication', email, meta?.tokenHash ?? '', otp, meta)
  }

  private record(type: string, email: string, tokenHash: string, otp: string, meta?: MailMeta): void {
    const ctx = this.options.context()
    let link: string | null = null
    if (type !== 'reauthentication') {
      const url = new URL('/auth/v1/verify', this.options.apiUrl())
      url.searchParams.set('token', tokenHash)
      url.searchParams.set('type', type)
      url.searchParams.set('redirect_to', ctx?.redirectTo ?? meta?.redirectTo ?? this.options.siteUrl)
      link = url.toString()
      if (ctx?.codeChallenge) this.options.onPkceLink(tokenHash, ctx.codeChallenge, ctx.codeChallengeMethod ?? 's256')
    }
    this.store({
      to: email.toLowerCase(),
      subject: SUBJECTS[type] ?? type,
      type,
      link,
      token: otp,
      tokenHash,
      sentAt: new Date().toISOString(),
    })
  }

  private store(mail: LocalMail): void {
    const list = this.mails.get(mail.to) ?? []
    list.push(mail)
    this.mails.set(mail.to, list.slice(-MAX_PER_ADDRESS))
    this.options.log(`[mail] ${mail.type} to ${mail.to}: ${mail.link ?? `code ${mail.token}`}`)
  }
}
