import type { TWebinar } from '@nurseready/shared/schemas/webinars'
import { screen, within } from '@testing-library/react'
import { deferred, type MockReply, mockApi, problem, renderRoutes } from '@/testing/render'
import { WebinarsPage } from './webinars-page'

const webinar = (
  id: string,
  title: string,
  startsAt: string,
  zoomLink: string | null = null,
): TWebinar => ({
  id,
  title,
  speaker: 'Maria Santos, RN',
  subject: 'Pharmacology',
  type: 'workshop',
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
  timeZone: 'America/Toronto',
  zoomLink,
})
const page = <T,>(items: T[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 6 },
})

const A = webinar('a', 'High-Alert Medications', '2030-07-01T23:00:00.000Z')
const B = webinar('b', 'Prioritization Q&A', '2030-07-08T23:00:00.000Z')

function render() {
  return renderRoutes([{ path: '/webinars', element: <WebinarsPage /> }], { path: '/webinars' })
}
const registeredSection = () => screen.getByRole('region', { name: 'Upcoming Registered Webinars' })
const findMoreSection = () => screen.getByRole('region', { name: 'Find More Webinars' })

describe('WebinarsPage', () => {
  it("shows cards with the webinar's date and time in its own zone", async () => {
    mockApi({
      'GET /api/webinars': page([A]),
      'GET /api/webinars/registered': page([
        {
          id: 'r1',
          enrolledAt: '2030-01-01T00:00:00.000Z',
          webinar: { ...B, zoomLink: 'https://zoom.us/j/42' },
        },
      ]),
    })
    render()
    const registered = registeredSection()
    expect(await within(registered).findByText('Prioritization Q&A')).toBeInTheDocument()
    expect(within(registered).getByText('Mon, Jul 8, 2030')).toBeInTheDocument()
    expect(within(registered).getByText('7:00 PM – 8:00 PM EDT')).toBeInTheDocument()
    expect(within(registered).getByRole('link', { name: /Join on Zoom/ })).toHaveAttribute(
      'href',
      'https://zoom.us/j/42',
    )
    expect(within(registered).getByText('Workshop')).toBeInTheDocument()
    expect(within(registered).queryByRole('button', { name: 'Enroll Now' })).toBeNull()

    const more = findMoreSection()
    expect(await within(more).findByText('High-Alert Medications')).toBeInTheDocument()
    expect(within(more).getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
    expect(within(more).queryByRole('link', { name: /Zoom/ })).toBeNull()
  })

  it('shows the empty message when nothing is left to enrol in', async () => {
    mockApi({ 'GET /api/webinars': page([]), 'GET /api/webinars/registered': page([]) })
    render()
    expect(await screen.findByText('No more webinars available for enrollment')).toBeInTheDocument()
  })

  it('enrols: the dialog says Enrolled Successfully and the card moves at once', async () => {
    const answer = deferred<MockReply>()
    // After the enrolment the lists are re-read; hold those answers to see the move first.
    const refetched = deferred<void>()
    let enrolled = false
    const registration = {
      id: 'r1',
      enrolledAt: '2030-01-01T00:00:00.000Z',
      webinar: { ...A, zoomLink: 'https://zoom.us/j/1' },
    }
    mockApi({
      'GET /api/webinars': async () => {
        if (!enrolled) return page([A, B])
        await refetched.promise
        return page([B])
      },
      'GET /api/webinars/registered': async () => {
        if (!enrolled) return page([])
        await refetched.promise
        return page([registration])
      },
      'POST /api/webinars/a/enrollment': () => answer.promise,
    })
    const { user } = render()
    const more = findMoreSection()
    const card = (await within(more).findByText('High-Alert Medications')).closest('article')!
    await user.click(within(card).getByRole('button', { name: 'Enroll Now' }))
    expect(within(card).getByRole('button', { name: 'Enrolling...' })).toBeDisabled()

    enrolled = true
    answer.resolve({ status: 201, body: { message: 'Enrolled Successfully', registration } })
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Success')
    expect(dialog).toHaveTextContent('Enrolled Successfully')
    const registered = registeredSection()
    expect(within(registered).getByText('High-Alert Medications')).toBeInTheDocument()
    expect(within(registered).getByRole('link', { name: /Join on Zoom/ })).toBeInTheDocument()
    expect(within(findMoreSection()).queryByText('High-Alert Medications')).toBeNull()
    expect(within(findMoreSection()).getByText('Prioritization Q&A')).toBeInTheDocument()

    refetched.resolve()
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(within(registeredSection()).getByText('High-Alert Medications')).toBeInTheDocument()
    expect(within(findMoreSection()).queryByText('High-Alert Medications')).toBeNull()
  })

  it('shows the server message for a refused enrolment, and the spec text for other failures', async () => {
    mockApi({
      'GET /api/webinars': page([A, B]),
      'GET /api/webinars/registered': page([]),
      'POST /api/webinars/a/enrollment': problem(409, 'You are already enrolled in this webinar.'),
      'POST /api/webinars/b/enrollment': problem(500, 'Something went wrong on our side.'),
    })
    const { user } = render()
    const more = findMoreSection()
    await within(more).findByText('High-Alert Medications')
    const [first, second] = within(more).getAllByRole('button', { name: 'Enroll Now' })

    await user.click(first!)
    let dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Error')
    expect(dialog).toHaveTextContent('You are already enrolled in this webinar.')
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))

    await user.click(second!)
    dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('An error occurred while enrolling in the webinar.')
  })
})
