import { LIBRARY_TEXTS } from '@nurseready/shared/schemas/library'

/** What the library screens say (the spec's exact texts come from the shared schema). */
export const TEXTS = {
  ...LIBRARY_TEXTS,
  videoSubjects: 'Video Lectures',
  notesSubjects: 'Study Notes',
  noCategories: 'No subjects yet.',
  noVideos: 'No lectures in this subject yet.',
  noNotes: 'No notes in this subject yet.',
  noMatch: (q: string) => `Nothing matches "${q}".`,
  locked: 'This lecture is part of the subscription.',
  lockedNote: 'These notes are part of the subscription.',
  lockedHint: 'Subscribe to unlock every paid lecture and study note.',
  studyCalendar: 'Study Calendar',
} as const
