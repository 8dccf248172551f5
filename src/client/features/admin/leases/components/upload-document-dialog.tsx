import { FileUp } from 'lucide-react'
import { useId, useState } from 'react'
import { DOCUMENT_TYPES, type DocumentType } from '../../../../../shared/schemas/leases'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { useUploadLeaseDocument } from '../api'
import { DOCUMENT_TYPE_LABELS } from '../lease-display'
import { formatFileSize } from '@/lib/format-file-size'

export type UploadDocumentDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  leaseId: string
  tenantName: string
}

/** A PDF, its type (lease_agreement by default); Upload waits for a file. */
export const UploadDocumentDialog = ({
  open,
  onOpenChange,
  leaseId,
  tenantName,
}: UploadDocumentDialogProps) => {
  const [file, setFile] = useState<File | null>(null)
  const [documentType, setDocumentType] = useState<DocumentType>('lease_agreement')
  const upload = useUploadLeaseDocument()
  const fileId = useId()
  const typeId = useId()

  const close = (next: boolean) => {
    if (upload.isPending) return
    if (!next) {
      setFile(null)
      setDocumentType('lease_agreement')
    }
    onOpenChange(next)
  }

  const submit = () => {
    if (!file) return
    upload.mutate(
      { leaseId, file, documentType },
      {
        onSuccess: () => {
          toast({ title: 'Document uploaded successfully', description: file.name })
          close(false)
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to upload document',
            description: readableErrorMessage(error),
          }),
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Lease Document</DialogTitle>
          <DialogDescription>
            Add a signed lease, an addendum or an inspection report to the lease of {tenantName}.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Field id={fileId} label="Document (PDF, max 10MB)">
            <label
              htmlFor={fileId}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:border-primary/50 hover:bg-accent/50 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25"
            >
              <FileUp className="size-6 text-muted-foreground" aria-hidden />
              {file ? (
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium break-all text-foreground">{file.name}</span>
                  <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
                </span>
              ) : (
                <span className="text-sm text-muted-foreground">
                  <span className="font-medium text-primary">Choose a PDF file</span> from your
                  computer
                </span>
              )}
              <input
                id={fileId}
                type="file"
                accept="application/pdf,.pdf"
                className="sr-only"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </label>
          </Field>
          <Field id={typeId} label="Document type">
            <Select
              value={documentType}
              onValueChange={(value) => setDocumentType(value as DocumentType)}
            >
              <SelectTrigger id={typeId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DOCUMENT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {DOCUMENT_TYPE_LABELS[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={!file || upload.isPending}
            aria-busy={upload.isPending || undefined}
          >
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
