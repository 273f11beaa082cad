import { useEffect, useRef, useState, type RefObject } from 'react'
import { focusElement } from '../dom.ts'
import { calculationHeadingId } from './item.tsx'

/**
 * Keeps keyboard focus in the list when rows come and go: once the list has
 * rendered, `focusRow(i)` focuses the title of row `i` (the last row when
 * fewer are left) and `focusRow(id)` the title of the row with that id (one
 * brought back); the first of `fallbacks` in the page when there is no such
 * row (the empty list's visible heading, before the list's own, which only
 * screen readers see).
 */
export function useRowFocus(list: RefObject<object | null>, fallbacks: RefObject<object | null>[]): (row: number | string) => void {
  const target = useRef<number | string | null>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (target.current === null) return
    const row = target.current
    target.current = null
    if (!focusTitle(list.current, row)) focusElement(fallbacks.find((fallback) => fallback.current)?.current ?? null)
  }, [request])
  return (row) => {
    target.current = row
    setRequest((count) => count + 1)
  }
}

/**
 * Focuses a row's title in the list: the row at an index (the last one when
 * there are fewer), or the one with an id; false when there is none.
 * @example focusTitle(listRef.current, 3)
 */
function focusTitle(container: object | null, row: number | string): boolean {
  if (!container || !('querySelectorAll' in container) || typeof container.querySelectorAll !== 'function') return false
  const titles = Array.from(container.querySelectorAll('.dashboard-item-title') as ArrayLike<{ id?: string }>)
  const target =
    typeof row === 'number' ? titles[Math.min(row, titles.length - 1)] : titles.find((title) => title.id === calculationHeadingId(row))
  if (!target) return false
  focusElement(target)
  return true
}

/**
 * The place in the list of the row that holds the keyboard's focus (an open
 * rename, one of its buttons), or -1 when none does.
 */
export function focusedRow(list: object | null): number {
  if (!list || !('children' in list)) return -1
  const rows = Array.from(list.children as ArrayLike<{ matches(selector: string): boolean }>)
  return rows.findIndex((row) => row.matches(':focus-within'))
}
