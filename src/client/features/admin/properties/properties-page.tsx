import { Building2, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import type { Property } from '../../../../shared/schemas/properties'
import { PageHeader } from '@/components/layout/page-header'
import { ListState } from '@/components/list/list-state'
import { LoadMoreButton } from '@/components/list/load-more-button'
import { SearchBox } from '@/components/list/search-box'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useListSearch } from '@/lib/lists/use-list-search'
import { useProperties } from './api'
import { PropertyCard } from './components/property-card'
import { PropertyDetail } from './components/property-detail'
import { PropertyFormDialog } from './components/property-form-dialog'

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

/** Property Management: the list with occupancy, and the selected property's detail side. */
export const AdminPropertiesPage = () => {
  const { search, setSearch, q } = useListSearch()
  const list = useProperties(q)
  const [selected, setSelected] = useState<Property | null>(null)
  const [isCreateOpen, setIsCreateOpen] = useState(false)

  const properties = list.data?.items ?? []
  const total = list.data?.total
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
          <SearchBox
            label="Search properties"
            placeholder="Search name, address or city"
            value={search}
            onChange={setSearch}
          />
          <ListState
            query={list}
            isEmpty={properties.length === 0}
            loading={<ListSkeleton />}
            errorTitle="Failed to fetch properties"
            empty={
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
            }
          >
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
            <LoadMoreButton
              query={list}
              label="Show more properties"
              className="justify-self-stretch"
            />
          </ListState>
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
