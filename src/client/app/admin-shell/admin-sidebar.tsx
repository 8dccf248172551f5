import {
  Building2,
  CreditCard,
  FileScan,
  FileText,
  LayoutDashboard,
  LogOut,
  Users,
  Wrench,
} from 'lucide-react'
import type { Admin } from '../../../shared/schemas/auth'
import { Brand } from '@/components/layout/brand-mark'
import { SidebarButton, SidebarNav, type NavItem } from '@/components/layout/sidebar-nav'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { UserBadge } from '@/components/layout/user-badge'

/** These entries, in this order. */
const items: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard, aliases: ['/admin'] },
  { to: '/admin/properties', label: 'Properties', icon: Building2 },
  { to: '/admin/leases', label: 'Leases', icon: FileText },
  { to: '/admin/tenants', label: 'Tenants', icon: Users },
  { to: '/admin/lease-intake', label: 'Lease Intake', icon: FileScan },
  { to: '/admin/maintenance', label: 'Maintenance', icon: Wrench },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
]

export type AdminSidebarProps = { admin: Admin; onLogout: () => void; isLoggingOut: boolean }

export const AdminSidebar = ({ admin, onLogout, isLoggingOut }: AdminSidebarProps) => (
  <div className="flex h-full flex-col">
    <div className="flex h-16 shrink-0 items-center border-b border-border px-5">
      <Brand subtitle="Admin" />
    </div>
    <div className="flex-1 overflow-y-auto px-3 py-5">
      <SidebarNav items={items} label="Admin" />
    </div>
    <div className="grid gap-1 px-3 pb-3">
      <SidebarButton icon={LogOut} onClick={onLogout} disabled={isLoggingOut}>
        Logout
      </SidebarButton>
    </div>
    <div className="flex items-center justify-between gap-2 border-t border-border px-4 py-4">
      <UserBadge
        firstName={admin.firstName}
        lastName={admin.lastName}
        detail={admin.role}
        detailClassName="capitalize"
      />
      <ThemeToggle side="top" />
    </div>
  </div>
)
