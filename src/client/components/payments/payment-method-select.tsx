import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/schemas/payments'
import { METHOD_LABELS } from '../../../shared/payment-methods'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'

/** The payment methods, named as people know them, for the admin's and the tenant's payment forms. */
export const PaymentMethodSelect = ({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled?: boolean
}) => (
  <Select
    value={value}
    onValueChange={(method) => onChange(method as PaymentMethod)}
    disabled={disabled}
  >
    <SelectTrigger id={id}>
      <SelectValue />
    </SelectTrigger>
    <SelectContent>
      {PAYMENT_METHODS.map((option) => (
        <SelectItem key={option} value={option}>
          {METHOD_LABELS[option]}
        </SelectItem>
      ))}
    </SelectContent>
  </Select>
)
