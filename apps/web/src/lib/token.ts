import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'

/** The session token lives in localStorage under the spec's key `token`. */
export const tokenStore = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.token),
  set: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: () => localStorage.removeItem(STORAGE_KEYS.token),
}
