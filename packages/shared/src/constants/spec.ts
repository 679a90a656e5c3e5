/** Numbers the product spec fixes (section 9). One place, imported by API and web. */
export const PAGE_SIZE = {
  dashboard: 10,
  orderHistory: 15,
  library: 8,
  createTest: 8,
  blog: 4,
} as const

export const PAGINATION = { marginPages: 2, pageRange: 5 } as const

export const OTP_LENGTH = 6
export const OTP_TTL_SECONDS = 10 * 60
export const OTP_MAX_ATTEMPTS = 5
export const OTP_RESEND_COOLDOWN_SECONDS = 60
export const RESET_TOKEN_TTL_SECONDS = 15 * 60

export const TIMED_TEST_SECONDS = 3600
export const DEFAULT_QUESTION_COUNT = 100
export const DEFAULT_MARKS = 3
export const TUTOR_MESSAGE_AFTER_MS = 15_000
export const TUTOR_MESSAGE_VISIBLE_MS = 3_000
export const TUTOR_NEXT_AFTER_MS = 18_000
export const FINISHED_REDIRECT_MS = 2_000
export const REVIEW_END_REDIRECT_MS = 1_500
export const BLOG_SUMMARY_CHARS = 60
export const PASS_PERCENT = 50

/** Browser storage keys named by the spec. */
export const STORAGE_KEYS = { token: 'token', blogId: 'blogId', paperCode: 'papercode' } as const
