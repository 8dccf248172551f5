import { ListState } from '@/components/list/list-state'
import { UpcomingChargesList } from '@/components/payments/upcoming-charges'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useUpcomingCharges } from '../api'

/** Rent and monthly charges (parking, HOA, pet rent) coming up, on the tenant's dashboard. */
export const UpcomingChargesCard = ({ className }: { className?: string }) => {
  const upcoming = useUpcomingCharges()
  return (
    <Card role="region" aria-labelledby="dashboard-upcoming-title" className={className}>
      <CardHeader>
        <CardTitle id="dashboard-upcoming-title">Upcoming charges</CardTitle>
        <CardDescription>What falls due in the next month.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={upcoming}
          loading={<Skeleton className="h-10 w-full" aria-label="Loading upcoming charges" />}
          errorTitle="Upcoming charges could not be loaded"
        >
          <UpcomingChargesList items={upcoming.data ?? []} />
        </ListState>
      </CardContent>
    </Card>
  )
}
