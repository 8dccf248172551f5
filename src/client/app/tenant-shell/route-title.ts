const TITLES: Record<string, string> = {
  '/': 'Dashboard',
  '/dashboard': 'Dashboard',
  '/payments': 'Payments',
  '/maintenance': 'Maintenance',
  '/profile': 'Profile',
}

/** The tenant header title follows the route and falls back to Dashboard. */
export const tenantRouteTitle = (pathname: string): string =>
  TITLES[pathname.replace(/(.)\/+$/, '$1')] ?? 'Dashboard'
