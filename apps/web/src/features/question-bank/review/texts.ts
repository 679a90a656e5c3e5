/** The spec's exact texts for the review screens (section 2, 4 and 8). Tests assert them. */
export const REVIEW_TEXT = {
  infoTitle: 'Info',
  errorTitle: 'Error',
  firstQuestion: 'Info: This is the first question',
  reviewCompleted: 'Review Completed - No more questions to review.',
  reviewEnded: 'Review Ended - Redirecting to dashboard...',
  fetchFailed: 'Could not fetch question',
  saveFailed: 'Save failed',
  notAnswered: 'Not answered',
  noExplanation: 'No explanation available.',
  noNotes: 'No notes available.',
  givenAnswer: 'Given Answer',
  correctAnswer: 'Correct Answer',
  addNotes: 'Add Notes',
  saveNote: 'Save Note',
  calculator: 'Calculator',
  clear: 'Clear',
} as const

/** The review top bar names the style as the spec does: 'Traditional' or 'Next-GN'. */
export const REVIEW_STYLE_LABELS = { traditional: 'Traditional', nextgen: 'Next-GN' } as const

/**
 * Matrix ("prescription") headings when the question has none: the review screen, the question
 * screen and the /view/mcq table all use these. (The spec's /view/mcq placeholders "Heading 1/2/3"
 * told a student nothing and contradicted the review of the same question, so they are not used.)
 */
export const DEFAULT_MATRIX_HEADINGS = ['STATEMENT', 'INDICATED', 'NOT INDICATED'] as const

/** The record's three headings, each falling back to the default when missing or blank. */
export function headingsOr(headings: string[], defaults: readonly string[]): string[] {
  return defaults.map((d, i) => headings[i]?.trim() || d)
}

/** The longest note the API accepts (ZNoteRequest). */
export const NOTE_MAX_CHARS = 5000
