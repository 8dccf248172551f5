import { Building2, Plus, Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { Property } from '../../../../shared/schemas/properties'
import { PageHeader } from '../../../components/layout/page-header'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { EmptyState } from '../../../components/ui/empty-state'
import { Input } from '../../../components/ui/input'
import { Skeleton } from '../../../components/ui/skeleton'
import { cn } from '../../../lib/cn'
import { readableErrorMessage } from '../../../lib/errors'
import { useProperties } from './api'
import { PropertyCard } from './components/property-card'
import { PropertyDetail } from './components/property-detail'
import { PropertyFormDialog } from './components/property-form-dialog'

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

const ListSkeleton = () => (
  <div className="grid gap-3" aria-label="Loading properties">
    {[0, 1, 2].map((i) => (
      <div key={i} className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <div className="flex gap-3">
          <Skeleton className="size-10 rounded-lg" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-1.5 w-full" />
      </div>
    ))}
  </div>
)

/** SPEC §2 "Property Management": the list with occupancy, and the selected property's detail side. */
export const AdminPropertiesPage = () => {
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const list = useProperties(q)
  const [selected, setSelected] = useState<Property | null>(null)
  const [isCreateOpen, setIsCreateOpen] = useState(false)

  const properties = list.data?.pages.flatMap((page) => page.properties) ?? []
  const total = list.data?.pages[0]?.total
  // After a save the list is read again: show the fresh copy of the selected property.
  const current = (selected && properties.find((p) => p.id === selected.id)) ?? selected

  return (
    <div className="grid gap-6">
      <title>{'Property Management · Hearth'}</title>
      <PageHeader
        title="Property Management"
        description="Your buildings and homes: units, fees, owners, and how full each one is."
        actions={
          <Button onClick={() => setIsCreateOpen(true)}>
            <Plus className="size-4" aria-hidden />
            Add Property
          </Button>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Properties" className={cn('grid gap-3', current && 'hidden lg:grid')}>
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-base font-semibold">
              Properties {total !== undefined ? `(${total})` : ''}
            </h2>
          </div>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search properties"
              placeholder="Search name, address or city"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          {list.isPending ? (
            <ListSkeleton />
          ) : list.isError ? (
            <Alert tone="destructive">
              <AlertTitle>Failed to fetch properties</AlertTitle>
              <AlertDescription>{readableErrorMessage(list.error)}</AlertDescription>
            </Alert>
          ) : properties.length === 0 ? (
            <Card>
              <EmptyState
                icon={q ? Search : Building2}
                title={q ? 'No properties match your search' : 'No properties yet'}
                description={
                  q
                    ? 'Try another name, street or city.'
                    : 'Add your first property to start tracking units, fees and leases.'
                }
                action={
                  q ? undefined : (
                    <Button onClick={() => setIsCreateOpen(true)}>Add Property</Button>
                  )
                }
              />
            </Card>
          ) : (
            <>
              <ul className="grid gap-3">
                {properties.map((property) => (
                  <li key={property.id}>
                    <PropertyCard
                      property={property}
                      isSelected={current?.id === property.id}
                      onSelect={() => setSelected(property)}
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
                  {list.isFetchingNextPage ? 'Loading…' : 'Show more properties'}
                </Button>
              ) : null}
            </>
          )}
        </section>

        <section aria-label="Property details" className={cn(!current && 'hidden lg:block')}>
          {current ? (
            <PropertyDetail
              key={current.id}
              property={current}
              onBack={() => setSelected(null)}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <Card>
              <EmptyState
                icon={Building2}
                title="Select a property"
                description="Choose a property to see and edit its details."
              />
            </Card>
          )}
        </section>
      </div>

      <PropertyFormDialog
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        property={null}
        currentLease={null}
        onSaved={setSelected}
      />
    </div>
  )
}
