/**
 * localStorage that never throws: private modes and blocked storage make
 * reads return null and writes do nothing, so the calculator still works.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores a value, silently doing nothing where storage is unavailable. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
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
