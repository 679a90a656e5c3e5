import { formatDuration, spokenDuration } from './format'

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [6, '0:06'],
    [75, '1:15'],
    [600, '10:00'],
    [3725, '1:02:05'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it('speaks durations in words', () => {
    expect(spokenDuration(75)).toBe('1 minute 15 seconds')
    expect(spokenDuration(3600)).toBe('1 hour')
    expect(spokenDuration(0)).toBe('0 seconds')
  })
})
