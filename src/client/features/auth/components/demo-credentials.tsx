import { KeyRound } from 'lucide-react'
import { Button } from '@/components/ui/button'

export type DemoCredentialsProps = {
  rows: { label: string; value: string }[]
  onUse: () => void
}

/** Shown only when GET /api/config says demo: the seeded account and a button that fills it in. */
export const DemoCredentials = ({ rows, onUse }: DemoCredentialsProps) => (
  <section
    aria-labelledby="demo-credentials-title"
    className="grid gap-3 rounded-xl border border-dashed border-primary/40 bg-primary-soft p-4"
  >
    <div className="flex items-center gap-2">
      <KeyRound className="size-4 text-primary-soft-foreground" aria-hidden />
      <h2
        id="demo-credentials-title"
        className="text-sm font-semibold text-primary-soft-foreground"
      >
        Demo credentials
      </h2>
    </div>
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="truncate font-mono text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
    <Button variant="outline" size="sm" onClick={onUse} className="justify-self-start">
      Use demo account
    </Button>
  </section>
)
