import { Users } from 'lucide-react'
import type { ExtractedLease } from '../../../../../shared/schemas/lease-intake'

/**
 * Every tenant the lease names, primary first: co-tenants are parties too, so the landlord sees that the
 * lease has them even though the form below is filled from the primary tenant.
 */
export const ExtractedTenants = ({ extracted }: { extracted: ExtractedLease }) => {
  const tenants = extracted.tenants ?? []
  if (tenants.length < 2) return null
  return (
    <div className="grid gap-1.5 rounded-lg border border-border bg-muted/40 px-4 py-3">
      <span className="flex items-center gap-2 text-sm font-medium text-foreground">
        <Users className="size-4 text-muted-foreground" aria-hidden />
        Tenants named in the lease ({tenants.length})
      </span>
      <ul aria-label="Tenants named in the lease" className="grid gap-0.5 text-sm">
        {tenants.map((tenant, i) => (
          <li key={`${tenant.fullName}-${i}`}>
            {tenant.fullName}
            <span className="text-xs text-muted-foreground">
              {i === 0 ? ' · primary tenant' : ' · co-tenant'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
