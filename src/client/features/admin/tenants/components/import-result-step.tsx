import {
  IMPORT_LISTED_SKIPPED,
  type ImportResult,
} from '../../../../../shared/schemas/tenant-import'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

/** The result summary: created and skipped, with the first 5 skipped records and why. */
export const ImportResultStep = ({ result }: { result: ImportResult }) => {
  const { summary, skippedRecords } = result
  const listed = skippedRecords.slice(0, IMPORT_LISTED_SKIPPED)
  return (
    <div className="grid gap-4">
      <Alert tone={summary.createdCount ? 'success' : 'warning'}>
        <AlertTitle>
          {summary.createdCount
            ? `Imported ${plural(summary.createdCount, 'tenant', 'tenants')}`
            : 'No tenants were imported'}
        </AlertTitle>
        <AlertDescription>
          {summary.createdCount
            ? `Created ${plural(summary.leaseCount, 'lease', 'leases')}${summary.propertyCount ? ` and ${plural(summary.propertyCount, 'new property', 'new properties')}` : ''}. Invite tenants from their cards so they can sign in.`
            : 'Every record was skipped.'}
        </AlertDescription>
      </Alert>
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-0.5 rounded-lg border border-border px-3 py-2">
          <span className="text-xs text-muted-foreground">Created</span>
          <span className="text-lg font-semibold">
            {summary.createdCount.toLocaleString('en-US')}
          </span>
        </div>
        <div className="grid gap-0.5 rounded-lg border border-border px-3 py-2">
          <span className="text-xs text-muted-foreground">Skipped</span>
          <span className="text-lg font-semibold">
            {summary.skippedCount.toLocaleString('en-US')}
          </span>
        </div>
      </div>
      {listed.length ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Skipped records</h3>
          <ul className="grid gap-1.5 text-sm">
            {listed.map((record, index) => (
              <li
                key={`${record.email}-${index}`}
                className="flex flex-wrap gap-x-2 rounded-md bg-muted/60 px-3 py-2"
              >
                <span className="font-medium">{record.email}</span>
                <span className="text-muted-foreground">{record.reason}</span>
              </li>
            ))}
          </ul>
          {skippedRecords.length > listed.length ? (
            <p className="text-sm text-muted-foreground">
              ... and {skippedRecords.length - listed.length} more skipped
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
