import { FileSpreadsheet, Upload } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { downloadFile } from '@/lib/download'
import { cn } from '@/lib/cn'
import { readableErrorMessage } from '@/lib/errors'
import { TEMPLATE_URLS } from '../api'

const ACCEPT = [
  '.xlsx',
  '.xls',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
].join(',')

/** The file choice of the import dialog: a drop zone, the file error, and the templates. */
export const ImportFileStep = ({
  error,
  onFile,
}: {
  error: string | null
  onFile: (file: File) => void
}) => {
  const inputId = useId()
  const [isDragging, setIsDragging] = useState(false)

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) onFile(file)
  }

  const download = (kind: keyof typeof TEMPLATE_URLS) =>
    downloadFile(TEMPLATE_URLS[kind], `hearth-tenant-import-template.${kind}`).catch(
      (failure: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Download failed',
          description: readableErrorMessage(failure),
        }),
    )

  return (
    <div className="grid gap-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
          isDragging
            ? 'border-primary bg-primary-soft/40'
            : 'border-border hover:border-primary/50 hover:bg-accent/40',
          error && 'border-destructive/60',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <FileSpreadsheet className="size-6" aria-hidden />
        </span>
        <span className="grid gap-1">
          <span className="font-medium text-foreground">Choose a spreadsheet or drop it here</span>
          <span className="text-sm text-muted-foreground">
            Excel (.xlsx, .xls) or CSV, up to 10 MB
          </span>
        </span>
        <span className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-medium shadow-xs">
          <Upload className="size-3.5" aria-hidden />
          Select file
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          aria-label="Spreadsheet file"
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) onFile(file)
          }}
        />
      </label>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="grid gap-2 rounded-lg bg-muted/60 px-4 py-3 text-sm">
        <p className="text-muted-foreground">
          One row per tenant.{' '}
          <span className="text-foreground">First Name, Last Name and Email</span> are required (or
          one Tenant Name column). Property, Unit, Lease Start, Lease End, Rent and Security Deposit
          add the lease. Your own column names such as “FirstName” or “Move In” work too.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">Download the template:</span>
          <Button variant="outline" size="sm" onClick={() => void download('xlsx')}>
            Excel template
          </Button>
          <Button variant="outline" size="sm" onClick={() => void download('csv')}>
            CSV template
          </Button>
        </div>
      </div>
    </div>
  )
}
