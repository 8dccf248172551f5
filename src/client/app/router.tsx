import type { ComponentType } from 'react'
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router'
import { NavigationProgress } from '../components/layout/navigation-progress'
import { FullPageSpinner } from '../components/ui/spinner'
import { AdminRoute } from './admin-route'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'
import { TenantRoute } from './tenant-route'

/** Every page is its own chunk, loaded on first visit. */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] })

const Root = () => (
  <>
    <NavigationProgress />
    <Outlet />
  </>
)

const tenantRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/tenant/dashboard/dashboard-page'), 'DashboardPage'),
  },
  {
    path: 'dashboard',
    lazy: page(() => import('../features/tenant/dashboard/dashboard-page'), 'DashboardPage'),
  },
  {
    path: 'payments',
    lazy: page(() => import('../features/tenant/payments/payments-page'), 'PaymentsPage'),
  },
  {
    path: 'maintenance',
    lazy: page(() => import('../features/tenant/maintenance/maintenance-page'), 'MaintenancePage'),
  },
  {
    path: 'profile',
    lazy: page(() => import('../features/tenant/profile/profile-page'), 'ProfilePage'),
  },
  { path: '*', element: <NotFoundPage homePath="/dashboard" /> },
]

const adminDashboard = page(
  () => import('../features/admin/dashboard/dashboard-page'),
  'AdminDashboardPage',
)

const adminRoutes: RouteObject[] = [
  { index: true, lazy: adminDashboard },
  { path: 'dashboard', lazy: adminDashboard },
  {
    path: 'properties',
    lazy: page(() => import('../features/admin/properties/properties-page'), 'AdminPropertiesPage'),
  },
  {
    path: 'leases',
    lazy: page(() => import('../features/admin/leases/leases-page'), 'AdminLeasesPage'),
  },
  {
    path: 'tenants',
    lazy: page(() => import('../features/admin/tenants/tenants-page'), 'AdminTenantsPage'),
  },
  {
    path: 'lease-intake',
    lazy: page(
      () => import('../features/admin/lease-intake/lease-intake-page'),
      'AdminLeaseIntakePage',
    ),
  },
  {
    path: 'maintenance',
    lazy: page(
      () => import('../features/admin/maintenance/maintenance-page'),
      'AdminMaintenancePage',
    ),
  },
  {
    path: 'payments',
    lazy: page(() => import('../features/admin/payments/payments-page'), 'AdminPaymentsPage'),
  },
  { path: '*', element: <NotFoundPage homePath="/admin/dashboard" /> },
]

/** SPEC §2 routes. /admin/login is matched before the /admin subtree, which is protected in place. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        path: 'login',
        lazy: page(() => import('../features/auth/tenant-login-page'), 'TenantLoginPage'),
      },
      {
        path: 'invite/:token',
        lazy: page(() => import('../features/auth/invite-page'), 'InvitePage'),
      },
      {
        path: 'admin/login',
        lazy: page(() => import('../features/auth/admin-login-page'), 'AdminLoginPage'),
      },
      { path: 'admin', element: <AdminRoute />, children: adminRoutes },
      { path: '/', element: <TenantRoute />, children: tenantRoutes },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
