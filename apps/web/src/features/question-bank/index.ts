/**
 * The question bank's public face (papers, review, analytics): what other features may use.
 * Anything else under features/question-bank is its own.
 */
export { emptyAnswer, isAnswerReady } from './answer'
export { questionBankKeys } from './api/question-bank-keys'
export { QuestionCard } from './components/question-card'
export { paperCodeStore } from './paper-code'
