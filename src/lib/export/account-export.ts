import type { ComparisonLink } from '../comparison.ts'
import type { SavedCalculation } from '../calculation/saved-calculation.ts'
import type { Goal } from '../goals/goal.ts'
import { todayIso } from '../goals/iso-date.ts'
import type { Profile } from '../profile.ts'
import { avatarPath } from '../../paths.ts'

/** The profile as the data export gives it: every setting, the e-mail, and the picture as a link rather than a storage path. */
export interface ExportedProfile extends Omit<Profile, 'profilePicture'> {
  email: string
  /** The picture's absolute address on this site, or null without one. */
  pictureUrl: string | null
}

/**
 * Everything stored about a user, as `GET /api/export` gives it: the
 * calculations, goals and comparisons in the JSON API's own shapes (ISO
 * dates, amounts as numbers, each comparison with its public link).
 */
export interface AccountExport {
  profile: ExportedProfile
  calculations: SavedCalculation[]
  goals: Goal[]
  comparisons: ComparisonLink[]
}

/** The profile of the export, its picture linked under the site's `origin`; nothing else the session knows (no ids). */
export function exportedProfile(user: Profile & { email: string }, origin: string): ExportedProfile {
  return {
    username: user.username,
    email: user.email,
    currency: user.currency,
    language: user.language,
    receiptLanguage: user.receiptLanguage,
    hourlyRate: user.hourlyRate,
    useWorkWeek: user.useWorkWeek,
    pictureUrl: user.profilePicture ? `${origin}${avatarPath(user.profilePicture)}` : null,
  }
}

/**
 * The file name a download gets: what it holds and the day it was made (UTC).
 *
 * @example exportFileName('export', 'json') // 'timeprice-export-2026-11-26.json'
 */
export function exportFileName(name: 'export' | 'calculations', extension: 'json' | 'csv', now = new Date()): string {
  return `timeprice-${name}-${todayIso(now)}.${extension}`
}
