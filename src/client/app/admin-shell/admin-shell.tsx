import { Outlet, useNavigate } from 'react-router'
import type { Admin } from '../../../shared/schemas/auth'
import { AppFrame } from '@/components/layout/app-frame'
import { Brand } from '@/components/layout/brand-mark'
import { useAdminLogout } from '@/features/auth/api'
import { AdminSidebar } from './admin-sidebar'

/** The signed-in admin's frame; the top bar exists only below 1024 px. */
export const AdminShell = ({ admin }: { admin: Admin }) => {
  const navigate = useNavigate()
  const logout = useAdminLogout()
  return (
    <AppFrame
      menuTitle="Admin menu"
      headerClassName="lg:hidden"
      sidebar={
        <AdminSidebar
          admin={admin}
          onLogout={() => logout.mutate(undefined, { onSettled: () => navigate('/admin/login') })}
          isLoggingOut={logout.isPending}
        />
      }
      header={<Brand subtitle="Admin" />}
    >
      <Outlet />
    </AppFrame>
  )
}
