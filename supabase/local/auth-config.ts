import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'
import * as v from 'valibot'
import type { AuthRateLimits } from './auth-rate-limits.ts'
import type { MailTemplate } from './mail-template.ts'

/** The mails whose templates the project configures, by the name `config.toml` gives them. */
export const TEMPLATED_MAILS = ['confirmation', 'email_change', 'recovery'] as const
export type TemplatedMail = (typeof TEMPLATED_MAILS)[number]

const TEMPLATE = v.object({ subject: v.string(), content_path: v.string() })

/** The part of `supabase/config.toml` the stand-in plays, as the Supabase CLI reads it. */
const CONFIG = v.object({
  auth: v.object({
    site_url: v.string(),
    additional_redirect_urls: v.array(v.string()),
    jwt_expiry: v.number(),
    enable_refresh_token_rotation: v.boolean(),
    refresh_token_reuse_interval: v.number(),
    minimum_password_length: v.number(),
    email: v.object({
      enable_signup: v.boolean(),
      enable_confirmations: v.boolean(),
      double_confirm_changes: v.boolean(),
      max_frequency: v.string(),
      otp_expiry: v.number(),
      template: v.object({ confirmation: TEMPLATE, email_change: TEMPLATE, recovery: TEMPLATE }),
    }),
    rate_limit: v.object({ sign_in_sign_ups: v.number(), token_refresh: v.number(), token_verifications: v.number() }),
  }),
})

/** The project's Auth settings with each mail's template read. */
export interface AuthSettings {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  enableRefreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  minimumPasswordLength: number
  enableSignup: boolean
  enableConfirmations: boolean
  doubleConfirmChanges: boolean
  /** The least time between two confirmation mails to one address, in seconds. */
  maxFrequencySeconds: number
  otpExpiry: number
  templates: Record<TemplatedMail, MailTemplate>
  /** Auth's limits per client address, in five minutes. */
  rateLimits: AuthRateLimits
}

/** Seconds of a Go duration as the CLI writes it (`1m0s`, `60s`, `1s`). */
function durationSeconds(text: string): number {
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text)
  if (!parts || text === '') throw new Error(`supabase/config.toml: not a duration: ${text}`)
  const [, h = '0', m = '0', s = '0'] = parts
  return Number(h) * 3600 + Number(m) * 60 + Number(s)
}

/**
 * Reads the hosted project's Auth settings from `supabase/config.toml` (the
 * file `supabase config push` sends), so the stand-in confirms addresses,
 * limits mails and words them exactly as production does.
 */
export function readAuthSettings(repoRoot: string): AuthSettings {
  const { auth } = v.parse(CONFIG, parse(readFileSync(join(repoRoot, 'supabase/config.toml'), 'utf8')))
  const template = (name: TemplatedMail): MailTemplate => {
    const { subject, content_path } = auth.email.template[name]
    return { subject, html: readFileSync(join(repoRoot, content_path), 'utf8') }
  }
  return {
    siteUrl: auth.site_url,
    additionalRedirectUrls: auth.additional_redirect_urls,
    jwtExpiry: auth.jwt_expiry,
    enableRefreshTokenRotation: auth.enable_refresh_token_rotation,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval,
    minimumPasswordLength: auth.minimum_password_length,
    enableSignup: auth.email.enable_signup,
    enableConfirmations: auth.email.enable_confirmations,
    doubleConfirmChanges: auth.email.double_confirm_changes,
    maxFrequencySeconds: durationSeconds(auth.email.max_frequency),
    otpExpiry: auth.email.otp_expiry,
    templates: { confirmation: template('confirmation'), email_change: template('email_change'), recovery: template('recovery') },
    rateLimits: {
      signInSignUps: auth.rate_limit.sign_in_sign_ups,
      tokenRefresh: auth.rate_limit.token_refresh,
      tokenVerifications: auth.rate_limit.token_verifications,
    },
  }
}
