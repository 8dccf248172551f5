import { Download, ImageIcon } from 'lucide-react'
import { useState } from 'react'
import { formatMoney } from '../../../shared/money'
import type { Deposit } from '../../../shared/schemas/deposits'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { downloadFile } from '@/lib/download'
import { readableErrorMessage } from '@/lib/errors'
import { formatDate } from '@/lib/format-date'

/** When the deposit is due back, in the words the lease gives it. */
const dueText = (deposit: Deposit) => {
  if (deposit.refundDueDate) return `Due back by ${formatDate(deposit.refundDueDate)}`
  if (deposit.returnDays === null) return 'The lease states no deadline for returning it'
  return `Due back ${deposit.returnDays} days after the lease ends`
}

const LetterButton = ({ url }: { url: string }) => {
  const [isDownloading, setIsDownloading] = useState(false)
  const download = () => {
    setIsDownloading(true)
    downloadFile(url, 'security-deposit-disposition.pdf')
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Failed to download the letter',
          description: readableErrorMessage(error),
        }),
      )
      .finally(() => setIsDownloading(false))
  }
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={isDownloading}>
      <Download className="size-3.5" aria-hidden />
      Disposition letter (PDF)
    </Button>
  )
}

/**
 * A security deposit as the admin and the tenant both see it: held (the tenant's money, not
 * revenue) with its due-back date, or settled with each deduction, the refund and the letter.
 */
export const DepositSummary = ({ deposit }: { deposit: Deposit }) => {
  const disposition = deposit.disposition
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-2xl font-semibold tabular-nums">{formatMoney(deposit.deposit)}</span>
        {disposition ? <Badge tone="success">Settled</Badge> : <Badge tone="info">Held</Badge>}
      </div>
      <p className="text-muted-foreground">{dueText(deposit)}</p>
      {disposition ? (
        <>
          <table className="w-full text-left">
            <caption className="sr-only">Deductions from the deposit</caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Deduction
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {disposition.deductions.length === 0 ? (
                <tr>
                  <td colSpan={2} className="py-2 text-muted-foreground">
                    No deductions
                  </td>
                </tr>
              ) : (
                disposition.deductions.map((deduction) => (
                  <tr key={deduction.id}>
                    <td className="py-2">
                      {deduction.description}
                      {deduction.photoUrl ? (
                        <a
                          href={deduction.photoUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="ml-2 inline-flex items-center gap-1 text-primary underline-offset-2 hover:underline"
                        >
                          <ImageIcon className="size-3.5" aria-hidden />
                          Photo
                        </a>
                      ) : null}
                    </td>
                    <td className="py-2 text-right tabular-nums">
                      −{formatMoney(deduction.amount)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot className="font-semibold">
              <tr className="border-t border-border">
                <td className="py-2">Refund</td>
                <td className="py-2 text-right tabular-nums">{formatMoney(disposition.refund)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="text-muted-foreground">
            {disposition.refund > 0
              ? `Refund sent on ${formatDate(disposition.refundDate)}`
              : 'The deductions took the whole deposit'}
          </p>
          <div>
            <LetterButton url={disposition.letterUrl} />
          </div>
        </>
      ) : null}
    </div>
  )
}
