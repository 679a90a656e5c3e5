import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'

/**
 * The paper being taken or reviewed lives in localStorage under the spec's key `papercode`
 * (start test, resume and review set it; the test and review screens read it).
 */
export const paperCodeStore = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.paperCode),
  set: (code: string) => localStorage.setItem(STORAGE_KEYS.paperCode, code),
  clear: () => localStorage.removeItem(STORAGE_KEYS.paperCode),
}
