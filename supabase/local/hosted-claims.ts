import type { PGlite } from '@supabase/lite/pglite'

interface UserClaimsRow {
  user_metadata: Record<string, unknown> | null
  app_metadata: Record<string, unknown> | null
  phone: string | null
  is_anonymous: boolean | null
}

/**
 * The claims a hosted project's access token carries beyond lite's (`sub`,
 * `aud`, `role`, `email`, `session_id`): the user and app metadata, phone,
 * `is_anonymous`, the assurance level and the issuer, read from lite's
 * `auth.users` when the token is signed, so an app that reads the profile
 * from the token (`getClaims`) sees what it would see hosted.
 */
export function hostedClaims(db: PGlite, issuer: string) {
  return async (userId: string): Promise<Record<string, unknown>> => {
    const { rows } = await db.query<UserClaimsRow>(
      `select raw_user_meta_data::jsonb as user_metadata, raw_app_meta_data::jsonb as app_metadata, phone, is_anonymous
         from auth.users where id::text = $1`,
      [userId],
    )
    const row = rows[0]
    if (!row) return {}
    return {
      iss: issuer,
      phone: row.phone ?? '',
      app_metadata: row.app_metadata ?? {},
      user_metadata: row.user_metadata ?? {},
      aal: 'aal1',
      is_anonymous: row.is_anonymous === true,
    }
  }
}
