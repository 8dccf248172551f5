import { FileSpreadsheet, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { ImportParseResult, ImportResult } from '../../../../../shared/schemas/tenant-import'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Progress } from '@/components/ui/progress'
import { readableErrorMessage } from '@/lib/errors'
import { useSubmissionKey } from '@/lib/forms/submission-key'
import { useImportTenants, useParseSpreadsheet } from '../api'
import { checkImportFile } from '../messages'
import { ImportFileStep } from './import-file-step'
import { ImportPreviewStep } from './import-preview-step'
import { ImportResultStep } from './import-result-step'

type Step =
  | { kind: 'choose' }
  | { kind: 'parsing'; fileName: string; progress: number }
  | { kind: 'preview'; fileName: string; result: ImportParseResult }
  | { kind: 'done'; result: ImportResult }

/** Long enough for the bar to be seen reaching 50 and 100 before the preview replaces it. */
const PROGRESS_STEP_MS = 300

/**
 * The import flow: choose a file, parse it (progress 10 → 50 → 100), preview, confirm,
 * see the result; 'Start Over' returns to the file choice. Nothing is written before Import.
 */
export const ImportDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) => {
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [fileError, setFileError] = useState<string | null>(null)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [importError, setImportError] = useState<string | null>(null)
  const parse = useParseSpreadsheet()
  const importTenants = useImportTenants()
  const submission = useSubmissionKey()
  const timers = useRef<number[]>([])
  // Bumped by Start Over and by closing, so an answer that arrives afterwards is ignored.
  const run = useRef(0)

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])

  const startOver = () => {
    run.current += 1
    timers.current.forEach((timer) => window.clearTimeout(timer))
    setStep({ kind: 'choose' })
    setFileError(null)
    setUploadError(null)
    setImportError(null)
  }

  const chooseFile = (file: File) => {
    setUploadError(null)
    const problem = checkImportFile(file)
    setFileError(problem)
    if (problem) return
    setStep({ kind: 'parsing', fileName: file.name, progress: 10 })
    const current = run.current
    parse.mutate(file, {
      onSuccess: (result) => {
        if (current !== run.current) return
        setStep({ kind: 'parsing', fileName: file.name, progress: 50 })
        timers.current.push(
          window.setTimeout(
            () => setStep({ kind: 'parsing', fileName: file.name, progress: 100 }),
            PROGRESS_STEP_MS,
          ),
          window.setTimeout(
            () => setStep({ kind: 'preview', fileName: file.name, result }),
            PROGRESS_STEP_MS * 2,
          ),
        )
      },
      onError: (error) => {
        if (current !== run.current) return
        setStep({ kind: 'choose' })
        setUploadError(readableErrorMessage(error, 'Please check the file and try again.'))
      },
    })
  }

  const confirmImport = (result: ImportParseResult) => {
    setImportError(null)
    importTenants.mutate(
      { body: result.tenants, idempotencyKey: submission.take() },
      {
        onSettled: submission.settle,
        onSuccess: (imported) => setStep({ kind: 'done', result: imported }),
        onError: (error) => setImportError(readableErrorMessage(error)),
      },
    )
  }

  const close = (next: boolean) => {
    if (importTenants.isPending) return
    onOpenChange(next)
    if (!next) startOver()
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import Tenants</DialogTitle>
          <DialogDescription>
            {step.kind === 'preview'
              ? `Checked ${step.fileName}. Nothing is saved until you import.`
              : step.kind === 'done'
                ? 'The import is finished.'
                : 'Add many tenants at once from an Excel or CSV file.'}
          </DialogDescription>
        </DialogHeader>

        {uploadError ? (
          <Alert tone="destructive">
            <AlertTitle>Failed to upload file</AlertTitle>
            <AlertDescription>{uploadError}</AlertDescription>
          </Alert>
        ) : null}

        {step.kind === 'choose' ? <ImportFileStep error={fileError} onFile={chooseFile} /> : null}

        {step.kind === 'parsing' ? (
          <div className="grid gap-3 rounded-xl border border-border p-5" aria-live="polite">
            <div className="flex items-center gap-3">
              <FileSpreadsheet className="size-5 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{step.fileName}</span>
              <span className="text-sm text-muted-foreground tabular-nums">{step.progress}%</span>
            </div>
            <Progress value={step.progress} label="Reading the spreadsheet" />
            <p className="text-sm text-muted-foreground">
              {step.progress < 50
                ? 'Uploading and reading the spreadsheet…'
                : step.progress < 100
                  ? 'Checking every row…'
                  : 'Done.'}
            </p>
          </div>
        ) : null}

        {step.kind === 'preview' ? <ImportPreviewStep result={step.result} /> : null}
        {step.kind === 'done' ? <ImportResultStep result={step.result} /> : null}

        {importError ? (
          <Alert tone="destructive">
            <AlertTitle>Failed to import tenants</AlertTitle>
            <AlertDescription>{importError}</AlertDescription>
          </Alert>
        ) : null}

        {step.kind === 'preview' || step.kind === 'done' ? (
          <DialogFooter>
            <Button variant="outline" onClick={startOver} disabled={importTenants.isPending}>
              Start Over
            </Button>
            {step.kind === 'preview' ? (
              <Button
                onClick={() => confirmImport(step.result)}
                disabled={step.result.tenants.length === 0 || importTenants.isPending}
                aria-busy={importTenants.isPending || undefined}
              >
                {importTenants.isPending ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden />
                ) : null}
                {importTenants.isPending
                  ? 'Importing…'
                  : `Import ${step.result.tenants.length.toLocaleString('en-US')} ${step.result.tenants.length === 1 ? 'Tenant' : 'Tenants'}`}
              </Button>
            ) : (
              <Button onClick={() => close(false)}>Done</Button>
            )}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
