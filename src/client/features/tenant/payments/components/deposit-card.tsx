import { DepositSummary } from '@/components/deposits/deposit-summary'
import { ListState } from '@/components/list/list-state'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDeposits } from '../api'

/**
 * The tenant's security deposit: held by the landlord while the lease runs, then the
 * disposition (deductions, refund, the letter) once the lease has ended. Hidden without one.
 */
export const DepositCard = () => {
  const deposits = useDeposits()
  if (deposits.isSuccess && deposits.data.length === 0) return null
  return (
    <Card role="region" aria-labelledby="deposit-title">
      <div className="grid gap-1 border-b border-border px-4 py-4 sm:px-6">
        <CardTitle id="deposit-title">Security deposit</CardTitle>
        <CardDescription>
          Your money, held by your landlord and returned when the lease ends, less any itemized
          deductions.
        </CardDescription>
      </div>
      <CardContent className="grid gap-6 pt-4">
        <ListState
          query={deposits}
          loading={<Skeleton className="h-16 w-full" aria-label="Loading your deposit" />}
          errorTitle="Failed to fetch your security deposit"
        >
          {deposits.data?.map((deposit) => (
            <section key={deposit.leaseId} aria-label={deposit.propertyName ?? 'Your lease'}>
              {deposits.data.length > 1 ? (
                <h3 className="mb-2 text-sm font-semibold">
                  {deposit.propertyName ?? 'Your lease'}
                </h3>
              ) : null}
              <DepositSummary deposit={deposit} />
            </section>
          ))}
        </ListState>
      </CardContent>
    </Card>
  )
}
