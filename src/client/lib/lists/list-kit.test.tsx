// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ListState } from '@/components/list/list-state'
import { Pager, showingText } from '@/components/list/pager'
import { SearchBox } from '@/components/list/search-box'
import { useListSearch } from './use-list-search'
import { usePagedList } from './use-list-queries'

type Row = { id: string; name: string }

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eve']
let requested: URL[]
let failNext: boolean

/** A stand-in server list: searches by name, pages by limit/offset, counts in X-Total-Count. */
const serveList = async (input: string) => {
  const url = new URL(input, 'http://hearth.test')
  requested.push(url)
  if (failNext) {
    failNext = false
    return new Response('{"error":"The list is not available right now."}', { status: 503 })
  }
  const q = (url.searchParams.get('q') ?? '').toLowerCase()
  const matches = NAMES.filter((name) => name.toLowerCase().includes(q))
  const offset = Number(url.searchParams.get('offset'))
  const limit = Number(url.searchParams.get('limit'))
  const rows: Row[] = matches.slice(offset, offset + limit).map((name) => ({ id: name, name }))
  return new Response(JSON.stringify(rows), {
    headers: { 'X-Total-Count': String(matches.length) },
  })
}

const PAGE_SIZE = 2

const People = () => {
  const { search, setSearch, q, page, setPage } = useListSearch()
  const list = usePagedList<Row>({ key: ['/api/admin/tenants'], q, page, pageSize: PAGE_SIZE })
  const total = list.data?.total ?? 0
  return (
    <>
      <SearchBox label="Search people" placeholder="Name" value={search} onChange={setSearch} />
      {list.data ? <p>{showingText({ page, pageSize: PAGE_SIZE, total }, 'people')}</p> : null}
      <ListState
        query={list}
        isEmpty={list.data?.items.length === 0}
        loading={<p>Loading people</p>}
        errorTitle="Failed to fetch people"
        empty={<p>No people match your search</p>}
      >
        <ul aria-label="People">
          {list.data?.items.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
        <Pager
          label="People pages"
          page={page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      </ListState>
    </>
  )
}

const renderList = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <People />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const shownNames = () => screen.getAllByRole('listitem').map((item) => item.textContent)

beforeEach(() => {
  requested = []
  failNext = false
  vi.stubGlobal('fetch', vi.fn(serveList))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('list kit', () => {
  it('shows the loading state, then the first page and the count from X-Total-Count', async () => {
    renderList()
    expect(screen.getByText('Loading people')).toBeInTheDocument()
    expect(await screen.findByText('Showing 1–2 of 5 people')).toBeInTheDocument()
    expect(shownNames()).toEqual(['Ana', 'Ben'])
  })

  it('pages with Next and Previous, asking the server for each page', async () => {
    const user = renderList()
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    await waitFor(() => expect(shownNames()).toEqual(['Cleo', 'Dev']))
    expect(requested.at(-1)?.searchParams.get('offset')).toBe('2')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(shownNames()).toEqual(['Ana', 'Ben']))
  })

  it('searches once typing pauses and starts a new search at its first page', async () => {
    const user = renderList()
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 3')
    const before = requested.length
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ev')
    await waitFor(() => expect(shownNames()).toEqual(['Dev', 'Eve']))
    const searches = requested.slice(before)
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['ev'])
    expect(searches[0]?.searchParams.get('offset')).toBe('0')
    expect(screen.queryByRole('navigation', { name: 'People pages' })).not.toBeInTheDocument()
  })

  it('shows the empty state when the search matches nothing', async () => {
    const user = renderList()
    await screen.findByText('Page 1 of 3')
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'zz')
    expect(await screen.findByText('No people match your search')).toBeInTheDocument()
  })

  it("shows the failure with the server's sentence and tries again on request", async () => {
    failNext = true
    const user = renderList()
    expect(await screen.findByText('Failed to fetch people')).toBeInTheDocument()
    expect(screen.getByText(/The list is not available right now\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(shownNames()).toEqual(['Ana', 'Ben']))
  })
})
