import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { Brand } from '@/components/layout/brand-mark'
import { DeferredThemeToggle } from './deferred-theme-toggle'

export type AuthLayoutProps = {
  /** The part of Hearth this page belongs to, beside the logo: 'Tenant Portal', 'Admin'. */
  area: string
  /** Shown small above the heading. */
  eyebrow: string
  title: string
  description: ReactNode
  /** The left panel on wide screens: a headline and what this side of Hearth is for. */
  panel: { headline: string; points: string[] }
  children: ReactNode
  footer?: ReactNode
}

/** Sign-in, invite and similar pages: a form column, and a brand panel from 1024 px up. */
export const AuthLayout = ({
  area,
  eyebrow,
  title,
  description,
  panel,
  children,
  footer,
}: AuthLayoutProps) => (
  <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
    <title>{`${title} · Hearth`}</title>
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 p-12 text-teal-50 lg:flex lg:flex-col lg:justify-between">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-teal-400/20 blur-3xl"
        aria-hidden
      />
      <div className="relative flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
          <svg viewBox="0 0 32 32" className="size-7" fill="none" aria-hidden>
            <path
              d="M16 7.5 7 14.6V25h6.2v-6.1h5.6V25H25V14.6z"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span className="text-lg font-semibold tracking-tight text-white">Hearth</span>
      </div>
      <div className="relative grid max-w-md gap-8">
        <p className="text-3xl leading-tight font-semibold tracking-tight text-balance text-white">
          {panel.headline}
        </p>
        <ul className="grid gap-4">
          {panel.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-teal-50/90">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                <Check className="size-3.5" aria-hidden />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-teal-100/70">Self-hosted property management.</p>
    </aside>

    <div className="flex flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Brand subtitle={area} className="lg:invisible" />
        <DeferredThemeToggle side="left" />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:px-8 sm:pt-[8vh]">
        <div className="grid w-full max-w-sm gap-8">
          <div className="grid gap-2">
            <p className="text-sm font-medium text-primary">{eyebrow}</p>
            <h1 className="text-3xl font-semibold tracking-tight text-foreground">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
          {footer ? (
            <div className="text-center text-sm text-muted-foreground">{footer}</div>
          ) : null}
        </div>
      </main>
    </div>
  </div>
)
