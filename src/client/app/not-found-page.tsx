import { MapPinOff } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '@/components/ui/button'

export type NotFoundPageProps = { homePath: string }

/** The fallback for unknown paths inside a shell reads 'Page Not Found'. */
export const NotFoundPage = ({ homePath }: NotFoundPageProps) => (
  <section className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
    <title>Page Not Found · Hearth</title>
    <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
      <MapPinOff className="size-6" aria-hidden />
    </span>
    <h2 className="text-2xl font-semibold tracking-tight">Page Not Found</h2>
    <p className="text-sm text-muted-foreground">
      The page you are looking for does not exist or has moved.
    </p>
    <Link to={homePath} className={buttonClassName('default', 'md')}>
      Back to the dashboard
    </Link>
  </section>
)
