/** The flashcard screens' texts, in one place (tests assert them). */
export const FLASHCARD_TEXTS = {
  title: 'Flashcards',
  intro:
    'Cards come back just before you would forget them (FSRS spaced repetition). Missed questions join your Mistakes deck by themselves.',
  needsPlan: 'Flashcards come with a question bank plan.',
  loadFailed: 'Your flashcards could not be loaded.',
  noneDue: 'No cards are due. Well done!',
  noneDueHint: 'Come back later, or add cards from questions you have answered.',
  showAnswer: 'Show answer',
  emptyDeck: 'No cards in this deck yet.',
} as const
