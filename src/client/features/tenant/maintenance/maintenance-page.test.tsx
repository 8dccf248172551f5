// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { MaintenancePage } from './maintenance-page'

let answers: Response[]
let asked: number

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A stand-in for GET /api/maintenance: each call takes the next prepared answer. */
const serveRequests = async () => {
  asked += 1
  return answers.shift() ?? json([])
}

const renderPage = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/maintenance']}>
        <MaintenancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  answers = []
  asked = 0
  vi.stubGlobal('fetch', vi.fn(serveRequests))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('tenant maintenance lists', () => {
  it('shows both cards with placeholders while the requests load', () => {
    renderPage()
    expect(screen.getByText('Active Requests')).toBeInTheDocument()
    expect(screen.getByText('Request History')).toBeInTheDocument()
  })

  it('says a failure once, with the server’s sentence, and asks again on Try again', async () => {
    answers = [json({ error: 'Requests are not available right now.' }, 503), json([])]
    const user = renderPage()
    expect(await screen.findByText('Failed to fetch maintenance requests')).toBeInTheDocument()
    expect(screen.getByText(/Requests are not available right now\./)).toBeInTheDocument()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.queryByText('Active Requests')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No active requests')).toBeInTheDocument()
    expect(asked).toBe(2)
    expect(screen.queryByText('Failed to fetch maintenance requests')).not.toBeInTheDocument()
  })

  it('shows each card’s empty text when the tenant has no requests', async () => {
    renderPage()
    expect(await screen.findByText('No active requests')).toBeInTheDocument()
    expect(screen.getByText('No completed requests yet')).toBeInTheDocument()
    expect(screen.getByLabelText('0 active requests')).toBeInTheDocument()
    expect(screen.getByLabelText('0 request history')).toBeInTheDocument()
  })
})
