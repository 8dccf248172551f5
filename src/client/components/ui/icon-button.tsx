import type { LucideIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button, type ButtonVariant } from './button'
import { Tooltip } from './tooltip'

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Read by screen readers and shown as the tooltip. */
  label: string
  icon: LucideIcon
  variant?: ButtonVariant
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Drawn over the icon, such as an unread dot. */
  badge?: ReactNode
}

/** An icon-only button: always has an aria-label and a tooltip saying the same. */
export const IconButton = ({
  label,
  icon: Icon,
  variant = 'ghost',
  side,
  badge,
  className,
  ...props
}: IconButtonProps) => (
  <Tooltip content={label} side={side}>
    <Button
      variant={variant}
      size="icon"
      aria-label={label}
      className={cn('relative text-muted-foreground hover:text-foreground', className)}
      {...props}
    >
      <Icon className="size-5" aria-hidden />
      {badge}
    </Button>
  </Tooltip>
)
