/**
 * Flashcards' public face: the dashboard card and the question review's "Add to flashcards".
 * Anything else under features/flashcards is its own.
 */
export { flashcardsKeys } from './api/flashcards-keys'
export { AddQuestionCardButton } from './components/add-question-card-button'
export { FlashcardsDueCard } from './components/flashcards-due-card'
