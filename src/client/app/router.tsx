import { lazy, Suspense, type ComponentType } from 'react'
import { Outlet, useRoutes, type RouteObject } from 'react-router'
import { useNoteNavigations } from '@/components/layout/focus-after-navigation'
import { FullPageSpinner } from '@/components/ui/spinner'
import { RouteErrorBoundary } from './route-error'

/**
 * Every page, and each shell with its guard, is its own chunk, loaded when first shown; the
 * sign-in pages' first load carries no shell (scripts/budgets/bundle-size.ts checks it). The
 * routes are plain elements under <BrowserRouter> rather than a data router: the data router's
 * loader machinery, which Hearth does not use, would cost 16 KB of the sign-in pages' 120 KB budget.
 */
const page = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }))
  return <Page />
}

const notFound = (homePath: string) =>
  page(async () => {
    const { NotFoundPage } = await import('./not-found-page')
    return { NotFoundPage: () => <NotFoundPage homePath={homePath} /> }
  }, 'NotFoundPage')

const tenantDashboard = page(
  () => import('@/features/tenant/dashboard/dashboard-page'),
  'DashboardPage',
)

const tenantRoutes: RouteObject[] = [
  { index: true, element: tenantDashboard },
  { path: 'dashboard', element: tenantDashboard },
  {
    path: 'payments',
    element: page(() => import('@/features/tenant/payments/payments-page'), 'PaymentsPage'),
  },
  {
    path: 'maintenance',
    element: page(
      () => import('@/features/tenant/maintenance/maintenance-page'),
      'MaintenancePage',
    ),
  },
  {
    path: 'profile',
    element: page(() => import('@/features/tenant/profile/profile-page'), 'ProfilePage'),
  },
  { path: '*', element: notFound('/dashboard') },
]

const adminDashboard = page(
  () => import('@/features/admin/dashboard/dashboard-page'),
  'AdminDashboardPage',
)

const adminRoutes: RouteObject[] = [
  { index: true, element: adminDashboard },
  { path: 'dashboard', element: adminDashboard },
  {
    path: 'properties',
    element: page(
      () => import('@/features/admin/properties/properties-page'),
      'AdminPropertiesPage',
    ),
  },
  {
    path: 'leases',
    element: page(() => import('@/features/admin/leases/leases-page'), 'AdminLeasesPage'),
  },
  {
    path: 'tenants',
    element: page(() => import('@/features/admin/tenants/tenants-page'), 'AdminTenantsPage'),
  },
  {
    path: 'lease-intake',
    element: page(
      () => import('@/features/admin/lease-intake/lease-intake-page'),
      'AdminLeaseIntakePage',
    ),
  },
  {
    path: 'maintenance',
    element: page(
      () => import('@/features/admin/maintenance/maintenance-page'),
      'AdminMaintenancePage',
    ),
  },
  {
    path: 'payments',
    element: page(() => import('@/features/admin/payments/payments-page'), 'AdminPaymentsPage'),
  },
  { path: '*', element: notFound('/admin/dashboard') },
]

/** Errors and the first load of a page's code are caught here; the shells catch later loads. */
const Root = () => {
  useNoteNavigations()
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** The app's routes. /admin/login is matched before the /admin subtree, which is protected in place. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        path: 'login',
        element: page(() => import('@/features/auth/tenant-login-page'), 'TenantLoginPage'),
      },
      {
        path: 'invite/:token',
        element: page(() => import('@/features/auth/invite-page'), 'InvitePage'),
      },
      {
        path: 'admin/login',
        element: page(() => import('@/features/auth/admin-login-page'), 'AdminLoginPage'),
      },
      {
        path: 'admin',
        element: page(() => import('./admin-route'), 'AdminRoute'),
        children: adminRoutes,
      },
      {
        path: '/',
        element: page(() => import('./tenant-route'), 'TenantRoute'),
        children: tenantRoutes,
      },
    ],
  },
]

export const AppRoutes = () => useRoutes(routes)
