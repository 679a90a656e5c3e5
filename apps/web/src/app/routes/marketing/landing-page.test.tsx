import { screen, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { LandingPage } from './landing-page'

const plans = [
  {
    id: 'p1',
    courseName: 'NCLEX Question Bank',
    name: '1 Month',
    amountCents: 9900,
    currency: 'CAD',
    validityDays: 28,
    features: ['4000+ exam questions'],
    recommended: false,
  },
  {
    id: 'p3',
    courseName: 'NCLEX Question Bank',
    name: '3 Months',
    amountCents: 14900,
    currency: 'CAD',
    validityDays: 84,
    features: ['4000+ exam questions'],
    recommended: true,
  },
  {
    id: 'p6',
    courseName: 'NCLEX Question Bank',
    name: '6 Months',
    amountCents: 19900,
    currency: 'CAD',
    validityDays: 168,
    features: ['4000+ exam questions'],
    recommended: false,
  },
]
const videos = [1, 2].map((n) => ({
  id: `v${n}`,
  studentName: `Student ${n}`,
  exam: 'NCLEX-RN',
  quote: `Quote ${n}`,
  videoUrl: `/media/public/students/student-${n}.mp4`,
  posterUrl: null,
}))

function render() {
  mockApi({
    'GET /api/plans': { body: { items: plans } },
    'GET /api/student-videos': { body: { items: videos } },
  })
  return renderRoutes([{ path: '/', element: <LandingPage /> }])
}

describe('LandingPage', () => {
  it("shows the hero, the spec's claims and the four course cards with View more", () => {
    render()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ready to pass')
    for (const claim of ['5000+', 'Since 2017', 'Canadian RNs'])
      expect(screen.getByText(claim)).toBeInTheDocument()
    for (const [course, href] of [
      ['NCLEX RN', '/nclex-rn'],
      ['NCLEX PN', '/nclex-pn'],
      ['ReX PN / CPNRE', '/Rexpn'],
      ['CELBAN', '/Celban'],
    ])
      expect(screen.getByRole('link', { name: `View more about ${course}` })).toHaveAttribute(
        'href',
        href,
      )
  })

  it('reads the three plans from /api/plans, RECOMMENDED on the 3-month plan, buttons to /signup', async () => {
    render()
    const cards = await screen.findAllByTestId('plan-card')
    expect(cards.map((c) => within(c).getByTestId('plan-price').textContent)).toEqual([
      '99',
      '149',
      '199',
    ])
    expect(within(cards[1]!).getByText('RECOMMENDED')).toBeInTheDocument()
    expect(within(cards[0]!).getByRole('link', { name: 'Get started: 1 Month' })).toHaveAttribute(
      'href',
      '/signup',
    )
  })

  it('sends a logged-in visitor to /subscriptions from the plan cards', async () => {
    localStorage.setItem('token', 'a-token')
    render()
    const cards = await screen.findAllByTestId('plan-card')
    expect(within(cards[2]!).getByRole('link', { name: 'Buy now: 6 Months' })).toHaveAttribute(
      'href',
      '/subscriptions',
    )
  })

  it("has 'How does it stand out' with Explore, the readiness note, videos with Get Started, and three social cards", async () => {
    render()
    expect(
      await screen.findByRole('heading', { name: 'How does it stand out' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Explore/ })).toHaveAttribute('href', '/nclex-rn')
    expect(screen.getByText(/four consecutive readiness assessments/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How readiness works' })).toHaveAttribute(
      'href',
      '/how-readiness-works',
    )
    expect(
      await screen.findByRole('button', { name: "Play Student 1's video" }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/login')
    expect(document.getElementById('testimonials')).not.toBeNull()
    expect(document.getElementById('subscriptions')).not.toBeNull()
    for (const name of ['YouTube', 'Instagram', 'WhatsApp'])
      expect(screen.getByText(name)).toBeInTheDocument()
  })

  it('loads a student video only when its play button is pressed', async () => {
    const { user, container } = render()
    await user.click(await screen.findByRole('button', { name: "Play Student 2's video" }))
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/media/public/students/student-2.mp4')
    expect(container.querySelectorAll('video')).toHaveLength(1)
  })
})
