import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-accent',
  secondary: 'bg-muted text-foreground hover:bg-accent',
  ghost: 'text-foreground hover:bg-accent',
  link: 'text-primary underline-offset-4 hover:underline',
} as const

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-11 gap-2 rounded-lg px-5 text-base',
  icon: 'size-10 rounded-lg',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Render the single child (for example a router Link) with the button's look. */
  asChild?: boolean
}

export const buttonClassName = (variant: ButtonVariant = 'default', size: ButtonSize = 'md') =>
  cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  )

export const Button = ({
  variant,
  size,
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) => {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      className={cn(buttonClassName(variant, size), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  )
}
