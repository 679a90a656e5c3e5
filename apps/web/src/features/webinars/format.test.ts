import { safeZoomLink, webinarDate, webinarTime } from './format'

const summer = {
  startsAt: '2026-07-01T23:00:00.000Z',
  endsAt: '2026-07-02T00:00:00.000Z',
  timeZone: 'America/Toronto',
}

describe('webinar formatting', () => {
  it("shows the date and time in the webinar's own time zone, with its label", () => {
    expect(webinarDate(summer)).toBe('Wed, Jul 1, 2026')
    expect(webinarTime(summer)).toBe('7:00 PM – 8:00 PM EDT')
    const vancouver = { ...summer, timeZone: 'America/Vancouver' }
    expect(webinarTime(vancouver)).toBe('4:00 PM – 5:00 PM PDT')
  })

  it('uses the standard-time label in winter, and crosses midnight in the right zone', () => {
    const winter = {
      startsAt: '2026-01-15T04:30:00.000Z',
      endsAt: '2026-01-15T05:30:00.000Z',
      timeZone: 'America/Toronto',
    }
    expect(webinarDate(winter)).toBe('Wed, Jan 14, 2026')
    expect(webinarTime(winter)).toBe('11:30 PM – 12:30 AM EST')
  })

  it('renders only https links', () => {
    expect(safeZoomLink('https://zoom.us/j/123')).toBe('https://zoom.us/j/123')
    expect(safeZoomLink('javascript:alert(1)')).toBeNull()
    expect(safeZoomLink(null)).toBeNull()
  })
})
