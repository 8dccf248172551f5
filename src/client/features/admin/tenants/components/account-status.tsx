import { CircleCheck, MailQuestion, UserRoundX } from 'lucide-react'
import type { AdminTenant } from '../../../../../shared/schemas/admin-tenants'
import { Badge, type BadgeSize } from '@/components/ui/badge'

/** Whether the tenant can use the portal yet: signed in, invited and waiting, or not invited. */
export const AccountStatus = ({ tenant, size }: { tenant: AdminTenant; size?: BadgeSize }) => {
  if (tenant.hasSignedIn) {
    return (
      <Badge size={size} tone="success">
        <CircleCheck aria-hidden />
        Signed in
      </Badge>
    )
  }
  if (tenant.invitePending) {
    return (
      <Badge size={size} tone="info">
        <MailQuestion aria-hidden />
        Invite sent
      </Badge>
    )
  }
  return (
    <Badge size={size}>
      <UserRoundX aria-hidden />
      Not invited
    </Badge>
  )
}
