import { useEffect, useRef, useState, type RefObject } from 'react'
import { focusElement, focusNth } from '../dom.ts'

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
