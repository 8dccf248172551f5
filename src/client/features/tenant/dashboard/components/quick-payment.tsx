import { ArrowRight, CreditCard, History } from 'lucide-react'
import { Link } from 'react-router'
import { formatMoney } from '../../../../../shared/money'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format-date'

/** Quick Payment: both buttons go to /payments; Make Payment opens the new-payment dialog there. */
export const QuickPayment = ({ amount, dueDate }: { amount: number; dueDate: string | null }) => (
  <Card className="flex flex-col">
    <CardHeader>
      <CardTitle>Quick Payment</CardTitle>
      <CardDescription>
        Paid by Zelle, check or cash? Record it here and we will confirm it.
      </CardDescription>
    </CardHeader>
    <CardContent className="flex flex-1 flex-col justify-between gap-5">
      {dueDate ? (
        <div className="rounded-lg bg-muted/60 px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Next rent
          </p>
          <p className="mt-0.5 text-lg font-semibold text-foreground tabular-nums">
            {formatMoney(amount)}
          </p>
          <p className="text-sm text-muted-foreground">Due {formatDate(dueDate)}</p>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Button asChild>
          <Link to="/payments?new=1">
            <CreditCard aria-hidden className="size-4" />
            Make Payment
            <ArrowRight aria-hidden className="ml-auto size-4" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/payments">
            <History aria-hidden className="size-4" />
            View Payment History
          </Link>
        </Button>
      </div>
    </CardContent>
  </Card>
)
