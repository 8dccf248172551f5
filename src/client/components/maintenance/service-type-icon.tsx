import { AirVent, Droplets, Hammer, Refrigerator, Zap, type LucideIcon } from 'lucide-react'
import type { ServiceType } from '../../../shared/schemas/maintenance'
import { cn } from '@/lib/cn'

const ICONS: Record<ServiceType, LucideIcon> = {
  plumbing: Droplets,
  electrical: Zap,
  hvac: AirVent,
  appliances: Refrigerator,
  general: Hammer,
}

/** A tinted tile with the service type's icon, so a list of requests can be scanned by kind. */
export const ServiceTypeIcon = ({
  serviceType,
  className,
}: {
  serviceType: ServiceType
  className?: string
}) => {
  const Icon = ICONS[serviceType]
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  )
}
