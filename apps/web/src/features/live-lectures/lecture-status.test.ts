import { lectureStatus } from './lecture-status'

const lecture = { startsAt: '2030-07-01T18:00:00.000Z', endsAt: '2030-07-01T19:30:00.000Z' }
const at = (iso: string) => Date.parse(iso)

describe('lectureStatus', () => {
  it('is Live only between the start and the end', () => {
    expect(lectureStatus(lecture, at('2030-07-01T18:00:00.000Z')).label).toBe('Live')
    expect(lectureStatus(lecture, at('2030-07-01T19:29:59.000Z')).label).toBe('Live')
    expect(lectureStatus(lecture, at('2030-07-01T19:30:00.000Z')).label).toBe('Ended')
  })

  it('says when a lecture starts before it is live', () => {
    expect(lectureStatus(lecture, at('2030-07-01T17:59:30.000Z')).label).toBe('Starts in 1 minute')
    expect(lectureStatus(lecture, at('2030-07-01T17:15:00.000Z')).label).toBe(
      'Starts in 45 minutes',
    )
    expect(lectureStatus(lecture, at('2030-07-01T15:00:00.000Z')).label).toBe('Starts in 3 hours')
    expect(lectureStatus(lecture, at('2030-06-30T18:00:00.000Z')).label).toBe('Starts tomorrow')
    expect(lectureStatus(lecture, at('2030-06-26T18:00:00.000Z')).label).toBe('Starts in 5 days')
  })
})
