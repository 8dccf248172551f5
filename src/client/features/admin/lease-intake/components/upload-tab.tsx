import { FileText, FileUp, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import {
  INTAKE_MAX_BYTES,
  intakeTooLarge,
  type LeaseIntake,
} from '../../../../../shared/schemas/lease-intake'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { IconButton } from '@/components/ui/icon-button'
import { toast } from '@/components/ui/use-toast'
import { actionableReason } from '@/lib/errors'
import { formatFileSize } from '@/lib/format-file-size'
import { useSubmissionKey } from '@/lib/forms/submission-key'
import { useUploadIntake } from '../api'
import { isPdfFile } from '../review-values'

/** One PDF, its name and size, then upload; reading starts on the server. */
export const UploadTab = ({ onUploaded }: { onUploaded: (intake: LeaseIntake) => void }) => {
  const [file, setFile] = useState<File | null>(null)
  const upload = useUploadIntake()
  const submission = useSubmissionKey()
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  const clear = () => {
    setFile(null)
    if (inputRef.current) inputRef.current.value = ''
  }

  const choose = (chosen: File | undefined) => {
    if (!chosen) return clear()
    if (!isPdfFile(chosen)) {
      clear()
      toast({
        variant: 'destructive',
        title: 'Invalid file type',
        description: 'Only PDF files are allowed.',
      })
      return
    }
    // Checked here before sending, so a landlord with a 25 MB scan learns why at once, not after the upload.
    if (chosen.size > INTAKE_MAX_BYTES) {
      clear()
      toast({
        variant: 'destructive',
        title: 'File too large',
        description: intakeTooLarge(chosen.size),
      })
      return
    }
    setFile(chosen)
  }

  const submit = () => {
    if (!file) return
    upload.mutate(
      { body: file, idempotencyKey: submission.take() },
      {
        onSettled: submission.settle,
        onSuccess: (intake) => {
          toast({
            title: 'Document uploaded successfully',
            description: 'Processing has started automatically.',
          })
          clear()
          onUploaded(intake)
        },
        // The server's sentence says why ('This file is not a PDF'); a fixed sentence stands in when it has none.
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Upload failed',
            description: actionableReason(error) ?? 'Please check the file and try again.',
          }),
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a lease agreement</CardTitle>
        <CardDescription>
          A signed residential lease as a PDF: typed, filled in as a form, or scanned.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-10 text-center transition-colors hover:border-primary/50 hover:bg-accent/50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <FileUp className="size-6" aria-hidden />
          </span>
          <span className="text-sm text-muted-foreground">
            <span className="font-medium text-primary">Choose a PDF file</span> from your computer
          </span>
          <span className="text-xs text-muted-foreground">PDF only, up to 20 MB</span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            aria-label="Lease PDF"
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>

        {file ? (
          <div className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3">
            <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="grid min-w-0 flex-1">
              <span className="text-sm font-medium wrap-anywhere text-foreground" title={file.name}>
                {file.name}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatFileSize(file.size, { inMegabytes: true })}
              </span>
            </div>
            <IconButton label="Remove file" icon={X} onClick={clear} disabled={upload.isPending} />
          </div>
        ) : null}

        <Alert tone="info">
          <AlertTitle>What happens next</AlertTitle>
          <AlertDescription>
            Hearth reads the tenant, premises, term, rent, deposit and payment policies from the
            document, and checks whether the tenant is already on file. Nothing is created until you
            review the results and choose Create Tenant &amp; Lease.
          </AlertDescription>
        </Alert>

        <div>
          <Button
            onClick={submit}
            disabled={!file || upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            <FileUp className="size-4" aria-hidden />
            {upload.isPending ? 'Uploading...' : 'Upload & Process Document'}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
