import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'

/**
 * Forgets everything this app keeps in the browser (the session token, the paper being taken
 * or reviewed, the last blog post opened), so the next person on this browser starts clean.
 * Called on logout and when the server says the session is gone.
 */
export function clearAppStorage() {
  for (const key of Object.values(STORAGE_KEYS)) {
    localStorage.removeItem(key)
    sessionStorage.removeItem(key)
  }
}
