import { CreditCard, LayoutDashboard, LifeBuoy, LogOut, UserRound, Wrench } from 'lucide-react'
import type { Tenant } from '../../../shared/schemas/tenant'
import { useAppFrame } from '@/components/layout/app-frame'
import { Brand } from '@/components/layout/brand-mark'
import { SidebarButton, SidebarNav, type NavItem } from '@/components/layout/sidebar-nav'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { UserBadge } from '@/components/layout/user-badge'

/** Exactly these four entries, in this order. */
const items: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard, aliases: ['/dashboard'] },
  { to: '/payments', label: 'Payments', icon: CreditCard },
  { to: '/maintenance', label: 'Maintenance', icon: Wrench },
  { to: '/profile', label: 'Profile', icon: UserRound },
]

export type TenantSidebarProps = {
  tenant: Tenant
  onHelp: () => void
  onLogout: () => void
  isLoggingOut: boolean
}

export const TenantSidebar = ({ tenant, onHelp, onLogout, isLoggingOut }: TenantSidebarProps) => {
  const { closeMenu } = useAppFrame()
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center border-b border-border px-5">
        <Brand subtitle="Tenant Portal" />
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-5">
        <SidebarNav items={items} label="Tenant Portal" />
      </div>
      <div className="grid gap-1 px-3 pb-3">
        <SidebarButton
          icon={LifeBuoy}
          onClick={() => {
            closeMenu()
            onHelp()
          }}
        >
          Help &amp; Support
        </SidebarButton>
        <SidebarButton icon={LogOut} onClick={onLogout} disabled={isLoggingOut}>
          Logout
        </SidebarButton>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-4 py-4">
        <UserBadge
          firstName={tenant.firstName}
          lastName={tenant.lastName}
          detail={tenant.unit ? `Unit ${tenant.unit}` : 'No unit assigned'}
        />
        <ThemeToggle side="top" />
      </div>
    </div>
  )
}
