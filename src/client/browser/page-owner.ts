import { GUEST_OWNER } from '../../lib/calculation/unsaved.ts'

/**
 * Who the page was rendered for, as the offline Save queue records it: the
 * signed-in user's id, which only a signed-in user's page carries (in
 * `data-owner` of its offline-save region, `views/layout/live-status.tsx`;
 * such pages are private and never cached), or `GUEST_OWNER`.
 */
export function pageOwner(): string {
  return document.getElementById('offline-saved')?.dataset.owner || GUEST_OWNER
}
