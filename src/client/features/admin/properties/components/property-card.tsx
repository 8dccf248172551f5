import { Building2, Home, Building, Store, Warehouse, type LucideIcon } from 'lucide-react'
import type { Property, PropertyType } from '../../../../../shared/schemas/properties'
import { cn } from '@/lib/cn'
import { PROPERTY_TYPE_LABELS } from '../property-form'
import { OccupancyMeter } from './occupancy-meter'

const TYPE_ICONS: Record<PropertyType, LucideIcon> = {
  apartment: Building2,
  house: Home,
  condo: Building,
  townhouse: Warehouse,
  commercial: Store,
}

/** A property in the list: name, type, where it is and how full it is. */
export const PropertyCard = ({
  property,
  isSelected,
  onSelect,
}: {
  property: Property
  isSelected: boolean
  onSelect: () => void
}) => {
  const Icon = TYPE_ICONS[property.propertyType]
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected || undefined}
      className={cn(
        'grid w-full cursor-pointer gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition-colors',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        isSelected
          ? 'border-primary ring-1 ring-primary'
          : 'border-border hover:border-primary/40 hover:bg-accent/40',
      )}
    >
      <span className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="grid min-w-0 gap-0.5">
          <span className="truncate font-medium text-foreground">{property.name}</span>
          <span className="truncate text-sm text-muted-foreground">
            {[property.address, property.city].filter(Boolean).join(', ') ||
              PROPERTY_TYPE_LABELS[property.propertyType]}
          </span>
        </span>
      </span>
      <OccupancyMeter
        occupied={property.occupiedUnits}
        total={property.totalUnits}
        rate={property.occupancyRate}
      />
    </button>
  )
}
