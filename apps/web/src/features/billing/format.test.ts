import { formatDays } from './format'

describe('billing formats', () => {
  it('counts days', () => {
    expect(formatDays(84)).toBe('84 days')
    expect(formatDays(1)).toBe('1 day')
  })
})
