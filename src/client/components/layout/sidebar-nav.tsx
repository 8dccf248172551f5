import type { LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '@/lib/cn'

export type NavItem = {
  to: string
  label: string
  icon: LucideIcon
  /** Other paths that show the same page, such as /dashboard for /. */
  aliases?: string[]
}

export const navItemClassName = (isActive = false) =>
  cn(
    'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    isActive
      ? 'bg-primary-soft text-primary-soft-foreground'
      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
  )

const isItemActive = (item: NavItem, pathname: string) => {
  const path = pathname.replace(/(.)\/+$/, '$1')
  return path === item.to || (item.aliases?.includes(path) ?? false)
}

export const SidebarNav = ({ items, label }: { items: NavItem[]; label: string }) => {
  const { pathname } = useLocation()
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
        {items.map((item) => {
          const isActive = isItemActive(item, pathname)
          const Icon = item.icon
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={navItemClassName(isActive)}
              >
                <Icon className="size-[18px] shrink-0" aria-hidden />
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** A sidebar entry that acts rather than navigates (Help & Support, Logout), styled like a nav item. */
export const SidebarButton = ({
  icon: Icon,
  children,
  className,
  ...props
}: ComponentProps<'button'> & { icon: LucideIcon }) => (
  <button type="button" className={cn(navItemClassName(), className)} {...props}>
    <Icon className="size-[18px] shrink-0" aria-hidden />
    {children}
  </button>
)
