/**
 * The Next Generation item renderer (issue 12): student-area code, imported only by lazy routes.
 *
 * - `ItemRenderer({ item, response, onChange, disabled?, solution?, score?, showStem? })`: the
 *   stem, the exhibit (trend) and the answer controls of any of the 16 types; the root carries
 *   `data-item-type`. `item` is the DTO's public item; `response` the current TResponse or null;
 *   `onChange` gets a full TResponse on every change. In review pass `disabled` and `solution`
 *   (each part shows the given and the correct answer); with `score` too, the ScoreBreakdown
 *   shows under the item.
 * - `isComplete(item, response)`: whether to offer Submit (every matrix-mc row, drop-down,
 *   blank target and bow-tie box filled; some text or at least one choice for the rest).
 * - `emptyResponse(item)`: a response with nothing chosen.
 * - `ClientRecord({ record, label? })`: a case record or exhibit as tabs (arrow keys).
 * - `CaseHeader({ title, index, total, step? })`: case title, "Item 3 of 6", the CJ step label.
 * - `ScoreBreakdown({ solution, given, score })`: "2 / 4 points", the rule in words and each
 *   part's +1 / −1 / 0 with the given answer, the key and the rationale.
 */
export { CaseHeader, ClientRecord } from './client-record'
export { ItemRenderer, type ItemRendererProps } from './item-renderer'
export { emptyResponse, isComplete } from './model'
export { earnedText, partLines, ruleText, ScoreBreakdown } from './score-breakdown'
