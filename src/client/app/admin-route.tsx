import { lazy, Suspense } from 'react'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useAdminSession } from '@/features/auth/api'
import { AdminShell } from '@/app/admin-shell/admin-shell'

const AdminLoginPage = lazy(async () => ({
  default: (await import('@/features/auth/admin-login-page')).AdminLoginPage,
}))

/**
 * Admin route protection: a spinner while the session is checked; without an admin
 * the login screen is shown in place, so the address stays what was asked for.
 */
export const AdminRoute = () => {
  const { admin, isLoading } = useAdminSession()
  if (isLoading) return <FullPageSpinner label="Checking your session" />
  if (!admin)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AdminLoginPage />
      </Suspense>
    )
  return <AdminShell admin={admin} />
}
