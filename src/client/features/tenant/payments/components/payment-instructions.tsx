import { Info } from 'lucide-react'
import type {
  PaymentInstructions as Instructions,
  PaymentMethod,
} from '../../../../../shared/schemas/payments'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

type Props = { method: PaymentMethod; period: string; instructions: Instructions | undefined }

const Line = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-wrap gap-x-2">
    <span>{label}</span>
    <span className="font-medium break-all">{value}</span>
  </div>
)

/**
 * How to pay by the chosen method, from the tenant's lease document or property (never the specification's
 * sample recipient). What is not known is not invented: the tenant is told whom to ask.
 */
export const PaymentInstructions = ({ method, period, instructions }: Props) => {
  const memo = `${instructions?.memo ?? 'Rent'}${period ? ` · ${period}` : ''}`
  if (method === 'zelle') {
    return (
      <Alert tone="info" icon={Info}>
        <AlertTitle>Zelle instructions</AlertTitle>
        <AlertDescription className="grid gap-1">
          {instructions?.zelleRecipient ? (
            <>
              <Line label="Send to" value={instructions.zelleRecipient} />
              {instructions.payeeName ? (
                <Line label="Recipient" value={instructions.payeeName} />
              ) : null}
              <Line label="Memo" value={memo} />
              <p className="mt-1">Then enter the confirmation code from your banking app below.</p>
            </>
          ) : (
            <p>
              Your lease does not name a Zelle recipient yet. Ask your property manager where to
              send it.
            </p>
          )}
        </AlertDescription>
      </Alert>
    )
  }
  if (method === 'check') {
    return (
      <Alert tone="info" icon={Info}>
        <AlertTitle>Paying by check</AlertTitle>
        <AlertDescription className="grid gap-1">
          {instructions?.payeeName ? (
            <Line label="Payable to" value={instructions.payeeName} />
          ) : null}
          {instructions?.checkAddress ? (
            <Line label="Mail to" value={instructions.checkAddress} />
          ) : null}
          <Line label="Memo" value={memo} />
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert tone="info" icon={Info}>
      <AlertTitle>Paying in cash</AlertTitle>
      <AlertDescription>
        Hand the cash to your property manager and record it here; they confirm it once counted.
      </AlertDescription>
    </Alert>
  )
}
