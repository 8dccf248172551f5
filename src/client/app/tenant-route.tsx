import { Navigate } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useTenantSession } from '@/features/auth/api'
import { TenantShell } from '@/app/tenant-shell/tenant-shell'

/** Tenant route protection: a spinner while the session is checked, /login without a tenant. */
export const TenantRoute = () => {
  const { tenant, isLoading } = useTenantSession()
  if (isLoading) return <FullPageSpinner label="Checking your session" />
  if (!tenant) return <Navigate to="/login" replace />
  return <TenantShell tenant={tenant} />
}
