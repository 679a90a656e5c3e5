import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'

/** The session token lives in localStorage under the spec's key `token`. */
export const tokenStore = {
  // No localStorage on the server, which renders public pages for a visitor without a session.
  get: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token),
  set: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: () => localStorage.removeItem(STORAGE_KEYS.token),
}
