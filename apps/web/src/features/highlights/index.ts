/**
 * Highlights' public face: what other features may use (the question bank's review and tutor
 * screens render stems and rationales through HighlightableHtml).
 */
export { highlightsKeys } from './api/highlights-keys'
export { HighlightableHtml } from './components/highlightable-html'
/** The text-range helpers, also used by the test screen's session-only stem highlighter. */
export { markHtml, type TextRange } from './mark-text'
export { useHtmlSentences, useSelectionIn } from './use-text-selection'
