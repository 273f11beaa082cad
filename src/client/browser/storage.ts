/** Where a value is kept: the browser's, or this tab's until it is closed. */
export type StorageArea = 'localStorage' | 'sessionStorage'

/**
 * Storage that never throws: private modes and blocked storage make
 * reads return null and writes do nothing, so the calculator still works.
 */
export function readStored(key: string, area: StorageArea = 'localStorage'): string | null {
  try {
    return window[area].getItem(key)
  } catch {
    return null
  }
}

/** Stores a value, silently doing nothing where storage is unavailable. */
export function writeStored(key: string, value: string, area: StorageArea = 'localStorage'): void {
  try {
    window[area].setItem(key, value)
  } catch {
    // Storage is full or blocked: the choice simply is not remembered.
  }
}

/** Removes a stored value, silently doing nothing where storage is unavailable. */
export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Blocked storage held nothing to remove.
  }
}
