import type { ImportParseResult, ImportTenant } from '../../../../../shared/schemas/tenant-import'
import { formatMoney } from '../../../../../shared/money'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatDate } from '@/lib/format-date'
import { validationSummary } from '../messages'

const Stat = ({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'bad' }) => (
  <div className="grid gap-0.5 rounded-lg border border-border px-3 py-2">
    <span className="text-xs text-muted-foreground">{label}</span>
    <span
      className={
        tone === 'good'
          ? 'text-lg font-semibold text-emerald-700 dark:text-emerald-300'
          : tone === 'bad'
            ? 'text-lg font-semibold text-red-700 dark:text-red-300'
            : 'text-lg font-semibold'
      }
    >
      {value.toLocaleString('en-US')}
    </span>
  </div>
)

const leaseText = (tenant: ImportTenant) =>
  tenant.leaseStart
    ? `${formatDate(tenant.leaseStart)} – ${tenant.leaseEnd ? formatDate(tenant.leaseEnd) : 'month to month'}`
    : '—'

/** What the file holds before anything is written: counts, the first row errors, the first 5 tenants. */
export const ImportPreviewStep = ({ result }: { result: ImportParseResult }) => {
  const { summary, validationErrors, preview, columns } = result
  const errors = validationSummary(validationErrors)
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Rows" value={summary.totalRows} />
        <Stat label="Ready to import" value={summary.validRows - summary.skippedRows} tone="good" />
        <Stat label="Will be skipped" value={summary.skippedRows} />
        <Stat
          label="With errors"
          value={summary.invalidRows}
          tone={summary.invalidRows ? 'bad' : undefined}
        />
      </div>
      {summary.skippedRows ? (
        <p className="text-sm text-muted-foreground">
          Rows whose email is already in Hearth, or appears earlier in the file, are skipped.
        </p>
      ) : null}

      {validationErrors.length ? (
        <Alert tone="warning">
          <AlertTitle>{errors.heading}</AlertTitle>
          <AlertDescription>
            <ul className="mt-1 grid gap-1">
              {errors.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {errors.more ? <p className="mt-1">{errors.more}</p> : null}
            <p className="mt-2">
              Rows with errors are left out. Fix them in the file and upload it again to include
              them.
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {preview.length ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">
            Preview{' '}
            {summary.validRows > preview.length
              ? `(first ${preview.length} of ${summary.validRows.toLocaleString('en-US')})`
              : ''}
          </h3>
          <div className="rounded-lg border border-border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Row</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Property</TableHead>
                  <TableHead>Lease</TableHead>
                  <TableHead className="text-right">Rent</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {preview.map((tenant) => (
                  <TableRow key={`${tenant.row}-${tenant.email}`}>
                    <TableCell className="text-muted-foreground">{tenant.row}</TableCell>
                    <TableCell className="font-medium whitespace-nowrap">
                      {tenant.firstName} {tenant.lastName}
                    </TableCell>
                    <TableCell>{tenant.email}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {[
                        tenant.propertyName ?? tenant.propertyAddress,
                        tenant.unit ? `Unit ${tenant.unit}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{leaseText(tenant)}</TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {tenant.rent === null || tenant.rent === undefined
                        ? '—'
                        : formatMoney(tenant.rent)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </div>
      ) : (
        <Alert tone="destructive">
          <AlertTitle>No tenants to import</AlertTitle>
          <AlertDescription>
            Every row has an error. Fix the rows listed above and upload the file again.
          </AlertDescription>
        </Alert>
      )}

      {columns.ignored.length ? (
        <p className="text-xs text-muted-foreground">
          Columns not imported: {columns.ignored.join(', ')}.
        </p>
      ) : null}
    </div>
  )
}
