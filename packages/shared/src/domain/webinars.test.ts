import { describe, expect, it } from 'vitest'
import { WEBINAR_TYPE_LABELS, WEBINAR_TYPES } from './webinars'

describe('webinar type badges', () => {
  it('labels every type as the card shows it', () => {
    expect(WEBINAR_TYPES.map((t) => WEBINAR_TYPE_LABELS[t])).toEqual([
      'Workshop',
      'Masterclass',
      'Live Q&A',
      'Info session',
    ])
  })
})
