import { FileText, Plus, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { Lease } from '../../../../shared/schemas/leases'
import { PageHeader } from '../../../components/layout/page-header'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardTitle } from '../../../components/ui/card'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { Input } from '../../../components/ui/input'
import { toast } from '../../../components/ui/use-toast'
import { readableErrorMessage } from '../../../lib/errors'
import { useEndLease, useLeases } from './api'
import { DocumentsPanel } from './components/documents-panel'
import { ExtractedInfoPanel } from './components/extracted-info-panel'
import { LeaseCard, LeaseCardSkeleton } from './components/lease-card'
import { LeaseFormDialog } from './components/lease-form-dialog'

/** The search asks the server once typing pauses, not on every key. */
const SEARCH_DELAY_MS = 250

const useDebouncedValue = (value: string, delayMs: number) => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

type FormState = { open: boolean; lease: Lease | null }

/** SPEC §2 "Lease Management": the lease list, the selected lease's documents and extracted details. */
export const AdminLeasesPage = () => {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const list = useLeases(q)
  const endLease = useEndLease()
  const [picked, setPicked] = useState<Lease | null>(null)
  const [form, setForm] = useState<FormState>({ open: false, lease: null })
  const [toEnd, setToEnd] = useState<Lease | null>(null)
  const sideRef = useRef<HTMLDivElement>(null)

  const leases = list.data?.pages.flatMap((page) => page.leases) ?? []
  const total = list.data?.pages[0]?.total ?? 0
  // The fresh copy after a save; the remembered one while a search hides it from the list.
  const selected = (picked && leases.find((lease) => lease.id === picked.id)) ?? picked

  // SPEC §8: a failed load is announced as 'Error' / 'Failed to load data'.
  useEffect(() => {
    if (list.isError)
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to load data' })
  }, [list.isError])

  const select = (lease: Lease) => {
    setPicked(lease)
    // Below the two-column layout the documents sit under the list: bring them into view.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() =>
        sideRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      )
    }
  }

  const confirmEnd = () => {
    if (!toEnd) return
    endLease.mutate(toEnd.id, {
      onSuccess: () => {
        toast({ title: 'Lease ended successfully' })
        // SPEC §4: ending the selected lease clears the selection and its documents.
        if (selected?.id === toEnd.id) setPicked(null)
        setToEnd(null)
      },
      onError: (error) => {
        setToEnd(null)
        toast({
          variant: 'destructive',
          title: 'Failed to end lease',
          description: readableErrorMessage(error),
        })
      },
    })
  }

  return (
    <div className="grid gap-6">
      <title>{'Lease Management · Hearth'}</title>
      <PageHeader
        title="Lease Management"
        description="Every lease, its documents, and what was read from the signed copy."
        actions={
          <Button onClick={() => setForm({ open: true, lease: null })}>
            <Plus className="size-4" aria-hidden />
            Create Lease
          </Button>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <div className="grid gap-3 p-6 pb-4 sm:flex sm:items-center sm:justify-between">
            <CardTitle>Leases ({total})</CardTitle>
            <div className="relative sm:w-64">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label="Search leases"
                placeholder="Tenant, unit or property"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
          <CardContent>
            {list.isPending ? (
              <div className="grid gap-3" aria-busy aria-label="Loading leases">
                {[0, 1, 2].map((i) => (
                  <LeaseCardSkeleton key={i} />
                ))}
              </div>
            ) : list.isError ? (
              <Alert tone="destructive">
                <AlertTitle>Failed to fetch leases</AlertTitle>
                <AlertDescription>{readableErrorMessage(list.error)}</AlertDescription>
              </Alert>
            ) : leases.length === 0 ? (
              q ? (
                <EmptyState
                  icon={Search}
                  title="No leases match your search"
                  description="Try another name, unit or property."
                />
              ) : (
                <EmptyState
                  icon={FileText}
                  title="No leases found"
                  description="Create your first lease to get started"
                  action={
                    <Button onClick={() => setForm({ open: true, lease: null })}>
                      Create Lease
                    </Button>
                  }
                />
              )
            ) : (
              <div className="grid gap-3">
                <ul className="grid gap-3">
                  {leases.map((lease) => (
                    <li key={lease.id}>
                      <LeaseCard
                        lease={lease}
                        isSelected={lease.id === selected?.id}
                        onSelect={() => select(lease)}
                        onEdit={() => setForm({ open: true, lease })}
                        onEnd={() => setToEnd(lease)}
                      />
                    </li>
                  ))}
                </ul>
                {list.hasNextPage ? (
                  <Button
                    variant="outline"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage
                      ? 'Loading…'
                      : `Show more leases (${leases.length} of ${total})`}
                  </Button>
                ) : null}
              </div>
            )}
          </CardContent>
        </Card>

        <div ref={sideRef} className="grid scroll-mt-20 gap-6">
          <DocumentsPanel lease={selected} />
          {selected?.extractedFromDocument ? <ExtractedInfoPanel lease={selected} /> : null}
        </div>
      </div>

      <LeaseFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        lease={form.lease}
      />
      <ConfirmDialog
        open={toEnd !== null}
        onOpenChange={(open) => !open && setToEnd(null)}
        tone="destructive"
        title="End lease"
        description="Are you sure you want to end this lease?"
        confirmLabel="End Lease"
        isPending={endLease.isPending}
        onConfirm={confirmEnd}
      />
    </div>
  )
}
