import { screen } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { ViewResultsPage } from './view-results-page'

describe('ViewResultsPage', () => {
  it('shows the sample result, clearly labelled, as a pass at 60 percent', () => {
    renderRoutes([{ path: '/viewresults', element: <ViewResultsPage /> }], {
      path: '/viewresults',
    })
    expect(screen.getByText('Sample data.')).toBeInTheDocument()
    expect(screen.getByText('18 / 30')).toBeInTheDocument()
    expect(screen.getByText('60.00%')).toBeInTheDocument()
    expect(screen.getByText('Pass')).toBeInTheDocument()
  })
})
