import { Bell, CheckCheck, Inbox } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Notification } from '../../../../shared/schemas/notification'
import { ListState } from '@/components/list/list-state'
import { Button } from '@/components/ui/button'
import { IconButton } from '@/components/ui/icon-button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatRelativeTime } from '@/lib/relative-time'
import { useMarkAllNotificationsRead, useNotifications } from './api'

const NotificationItem = ({
  notification,
  onNavigate,
}: {
  notification: Notification
  onNavigate: () => void
}) => {
  const isUnread = notification.readAt === null
  const content = (
    <>
      <span
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          isUnread ? 'bg-primary' : 'bg-transparent',
        )}
        aria-hidden
      />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('text-sm text-foreground', isUnread && 'font-semibold')}>
          {notification.title}
          {isUnread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        {notification.body ? (
          <span className="line-clamp-2 text-sm text-muted-foreground">{notification.body}</span>
        ) : null}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </>
  )
  const className = 'flex gap-3 px-4 py-3'
  return (
    <li>
      {notification.link?.startsWith('/') ? (
        <Link
          to={notification.link}
          onClick={onNavigate}
          className={cn(
            className,
            'transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
          )}
        >
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  )
}

/** The header bell: a dot while anything is unread; opens the list with 'Mark all as read'. */
export const NotificationsMenu = () => {
  const [isOpen, setIsOpen] = useState(false)
  const notifications = useNotifications()
  const markAllRead = useMarkAllNotificationsRead()
  const items = notifications.data ?? []
  const hasUnread = items.some((item) => item.readAt === null)

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <IconButton
          label={hasUnread ? 'Notifications (unread)' : 'Notifications'}
          icon={Bell}
          badge={
            hasUnread ? (
              <span
                className="absolute top-2.5 right-2.5 size-2 rounded-full bg-red-500 ring-2 ring-background"
                aria-hidden
              />
            ) : null
          }
        />
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" className="overflow-hidden p-0">
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {hasUnread ? (
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-primary hover:text-primary"
              disabled={markAllRead.isPending}
              onClick={() => markAllRead.mutate()}
            >
              <CheckCheck className="size-4" aria-hidden />
              Mark all as read
            </Button>
          ) : null}
        </div>
        <ListState
          query={notifications}
          isEmpty={items.length === 0}
          loading={
            <div className="flex justify-center py-10">
              <Spinner label="Loading notifications" />
            </div>
          }
          errorTitle="Notifications could not be loaded"
          errorClassName="m-3"
          empty={
            <div className="grid justify-items-center gap-2 px-4 py-10 text-center">
              <Inbox className="size-6 text-muted-foreground" aria-hidden />
              <p className="text-sm text-muted-foreground">No notifications yet</p>
            </div>
          }
        >
          <ul className="max-h-[min(24rem,60dvh)] divide-y divide-border overflow-y-auto">
            {items.map((item) => (
              <NotificationItem
                key={item.id}
                notification={item}
                onNavigate={() => setIsOpen(false)}
              />
            ))}
          </ul>
        </ListState>
      </PopoverContent>
    </Popover>
  )
}
