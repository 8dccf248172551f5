import type { Lease } from '../../../../../shared/schemas/leases'
import { DepositSummary } from '@/components/deposits/deposit-summary'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { readableErrorMessage } from '@/lib/errors'
import { useLeaseDeposit } from '../deposit-api'
import { DispositionForm } from './disposition-form'

/**
 * The selected lease's security deposit: held while the lease runs; once it has ended, the
 * admin records the deductions and the refund here, and the tenants get the letter.
 */
export const DepositPanel = ({ lease }: { lease: Lease }) => {
  const deposit = useLeaseDeposit(lease.id)
  return (
    <Card role="region" aria-labelledby="lease-deposit-title">
      <div className="grid gap-1 p-6 pb-4">
        <CardTitle id="lease-deposit-title">Security deposit</CardTitle>
        <CardDescription>Held for the tenant, not revenue, until the lease ends.</CardDescription>
      </div>
      <CardContent className="grid gap-4">
        {deposit.isPending ? (
          <Skeleton className="h-16 w-full" aria-label="Loading the deposit" />
        ) : deposit.isError ? (
          <Alert tone="destructive">
            <AlertTitle>Failed to fetch the deposit</AlertTitle>
            <AlertDescription>{readableErrorMessage(deposit.error)}</AlertDescription>
          </Alert>
        ) : (
          <>
            <DepositSummary deposit={deposit.data} />
            {deposit.data.status === 'held' && deposit.data.leaseStatus === 'ended' ? (
              <DispositionForm deposit={deposit.data} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
