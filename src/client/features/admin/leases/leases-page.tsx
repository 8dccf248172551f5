import { FileText, Plus, Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Lease } from '../../../../shared/schemas/leases'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { LoadMoreButton } from '@/components/list/load-more-button'
import { SearchBox } from '@/components/list/search-box'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { useListSearch } from '@/lib/lists/use-list-search'
import { useEndLease, useLeases } from './api'
import { DocumentsPanel } from './components/documents-panel'
import { ExtractedInfoPanel } from './components/extracted-info-panel'
import { DepositPanel } from './components/deposit-panel'
import { LeaseCard, LeaseCardSkeleton } from './components/lease-card'
import { LeaseFormDialog } from './components/lease-form-dialog'

type FormState = { open: boolean; lease: Lease | null }

/** Lease Management: the lease list, the selected lease's documents and extracted details. */
export const AdminLeasesPage = () => {
  const { search, setSearch, q } = useListSearch()
  // "View Lease" on a tenant opens this page on that tenant's leases with their lease selected.
  const [params, setParams] = useSearchParams()
  const tenantId = params.get('tenantId')
  const leaseId = params.get('leaseId')
  const list = useLeases(q, tenantId)
  const endLease = useEndLease()
  const [picked, setPicked] = useState<Lease | null>(null)
  const [form, setForm] = useState<FormState>({ open: false, lease: null })
  const [toEnd, setToEnd] = useState<Lease | null>(null)
  const sideRef = useRef<HTMLDivElement>(null)

  const leases = list.data?.items ?? []
  const total = list.data?.total ?? 0
  // The fresh copy after a save; the remembered one while a search hides it from the list.
  const selected =
    (picked && leases.find((lease) => lease.id === picked.id)) ??
    picked ??
    leases.find((lease) => lease.id === leaseId) ??
    null

  // A failed load is announced as 'Error' / 'Failed to load data'.
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
        // Ending the selected lease clears the selection and its documents.
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
            <div className="grid gap-1">
              <CardTitle>Leases ({total})</CardTitle>
              {tenantId ? (
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  One tenant's leases
                  <Button
                    size="sm"
                    variant="link"
                    className="h-auto px-0"
                    onClick={() => setParams({})}
                  >
                    Show all leases
                  </Button>
                </p>
              ) : null}
            </div>
            <SearchBox
              label="Search leases"
              placeholder="Tenant, unit or property"
              value={search}
              onChange={setSearch}
              className="sm:w-64"
            />
          </div>
          <CardContent>
            <ListState
              query={list}
              isEmpty={leases.length === 0}
              loading={
                <div className="grid gap-3" aria-label="Loading leases">
                  {[0, 1, 2].map((i) => (
                    <LeaseCardSkeleton key={i} />
                  ))}
                </div>
              }
              errorTitle="Failed to fetch leases"
              empty={
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
              }
            >
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
                <LoadMoreButton
                  query={list}
                  label={`Show more leases (${leases.length} of ${total})`}
                  className="justify-self-stretch"
                />
              </div>
            </ListState>
          </CardContent>
        </Card>

        <div ref={sideRef} className="grid scroll-mt-20 gap-6">
          <DocumentsPanel lease={selected} />
          {selected ? <DepositPanel lease={selected} /> : null}
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
