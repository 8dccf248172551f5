import { TriangleAlert } from 'lucide-react'
import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Button } from '@/components/ui/button'

/**
 * Shown when a page fails to render or its code fails to load, which happens after an upgrade
 * replaced the files an open tab still points at: reloading fetches the new ones.
 */
export const RouteError = ({ error }: { error: unknown }) => {
  const detail = error instanceof Error ? error.message : null
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <title>Something went wrong · Hearth</title>
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <TriangleAlert className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">
          This page could not be shown. Reloading usually fixes it.
        </p>
        {detail ? (
          <p className="font-mono text-xs break-all text-muted-foreground">{detail}</p>
        ) : null}
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </div>
    </main>
  )
}

type BoundaryProps = { pathname: string; children: ReactNode }
type BoundaryState = { error: unknown; failedAt: string | null }

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error }
  }

  /** Moving to another address tries again, as a router's error element does. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.pathname }
    if (state.failedAt !== null && state.failedAt !== props.pathname)
      return { error: null, failedAt: null }
    return null
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children
  }
}

/** Catches what any page throws while rendering, including a page chunk that fails to load. */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <Boundary pathname={useLocation().pathname}>{children}</Boundary>
)
