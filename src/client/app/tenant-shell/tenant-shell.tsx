import { useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import type { Tenant } from '../../../shared/schemas/tenant'
import { AppFrame } from '@/components/layout/app-frame'
import { useTenantLogout } from '@/features/auth/api'
import { NotificationsMenu } from '@/features/tenant/notifications/notifications-menu'
import { HelpDialog } from './help-dialog'
import { tenantRouteTitle } from './route-title'
import { TenantSidebar } from './tenant-sidebar'

/** The signed-in tenant's frame: sidebar, header with title and bell. */
export const TenantShell = ({ tenant }: { tenant: Tenant }) => {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useTenantLogout()
  const [isHelpOpen, setIsHelpOpen] = useState(false)
  const title = tenantRouteTitle(pathname)

  return (
    <AppFrame
      menuTitle="Tenant Portal menu"
      sidebar={
        <TenantSidebar
          tenant={tenant}
          onHelp={() => setIsHelpOpen(true)}
          onLogout={() => logout.mutate(undefined, { onSettled: () => navigate('/login') })}
          isLoggingOut={logout.isPending}
        />
      }
      header={
        <div className="flex min-w-0 flex-1 items-center justify-between gap-3">
          <title>{`${title} · Hearth`}</title>
          <div className="grid min-w-0 leading-tight">
            <h1 className="truncate text-lg font-semibold tracking-tight text-foreground">
              {title}
            </h1>
            <p className="truncate text-sm text-muted-foreground">
              Welcome back, {tenant.firstName}
            </p>
          </div>
          <NotificationsMenu />
        </div>
      }
    >
      <Outlet />
      <HelpDialog open={isHelpOpen} onOpenChange={setIsHelpOpen} />
    </AppFrame>
  )
}
