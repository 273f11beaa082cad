import { useEffect, useRef, useState, type RefObject } from 'react'
import { focusElement } from '../dom.ts'

/**
 * Keeps keyboard focus in the list when rows come and go: `focusRow(i)`
 * focuses the title of row `i` once the list has rendered (the last row
 * when fewer are left, `fallback` when none are).
 */
export function useRowFocus(list: RefObject<object | null>, fallback: RefObject<object | null>): (index: number) => void {
  const target = useRef<number | null>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (target.current === null) return
    const index = target.current
    target.current = null
    if (!focusNth(list.current, '.dashboard-item-title', index)) focusElement(fallback.current)
  }, [request])
  return (index) => {
    target.current = index
    setRequest((count) => count + 1)
  }
}

/**
 * Focuses the element at `index` among a container's matches for
 * `selector`, or the last one when there are fewer; false when there is none.
 * @example focusNth(listRef.current, '.dashboard-item-title', 3)
 */
function focusNth(container: object | null, selector: string, index: number): boolean {
  if (!container || !('querySelectorAll' in container) || typeof container.querySelectorAll !== 'function') return false
  const matches = container.querySelectorAll(selector) as ArrayLike<object>
  const target = matches[Math.min(index, matches.length - 1)]
  if (!target) return false
  focusElement(target)
  return true
}
