/**
 * The question bank's public face (papers, review, analytics): what other features may use.
 * Anything else under features/question-bank is its own.
 */
export { emptyAnswer, isAnswerReady } from './answer'
export { questionBankKeys } from './api/question-bank-keys'
export { QuestionCard } from './components/question-card'
/** The item renderer and case record students see, for previews elsewhere (the admin editors). */
export { CaseHeader, ClientRecord, ItemRenderer } from './items'
export { paperCodeStore } from './paper-code'
/** The test screen's tools (issue 12 §4), for other screens that show a question under exam conditions. */
export { CalculatorPanel } from './test-tools/calculator-panel'
export { LAB_VALUES, type LabValue, searchLabValues } from './test-tools/lab-values'
export { LabValuesDialog } from './test-tools/lab-values-dialog'
export { QuestionNavigator } from './test-tools/question-navigator'
export { StrikeOutProvider } from './test-tools/strike-out'
