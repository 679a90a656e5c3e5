import { formatDate, formatLongDate, formatTimeRange } from './format-date'

describe('date formats', () => {
  it('shows dates and lecture times in the given time zone', () => {
    expect(formatDate('2030-06-02T03:00:00.000Z', 'America/Toronto')).toBe('Jun 1, 2030')
    expect(formatLongDate('2030-07-01T18:00:00.000Z', 'America/Vancouver')).toBe('Mon, Jul 1, 2030')
    expect(
      formatTimeRange('2030-07-01T18:00:00.000Z', '2030-07-01T19:30:00.000Z', 'America/Toronto'),
    ).toBe('2:00 PM – 3:30 PM EDT')
  })
})
