/** Live lectures' public face: what other features may use (billing refreshes access after a payment). */
export { liveLectureKeys } from './api/live-lecture-keys'
