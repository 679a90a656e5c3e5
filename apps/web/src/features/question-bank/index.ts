/**
 * The question bank's public face (papers, review, analytics): what other features may use.
 * Anything else under features/question-bank is its own.
 */
export { questionBankKeys } from './api/question-bank-keys'
export { paperCodeStore } from './paper-code'
