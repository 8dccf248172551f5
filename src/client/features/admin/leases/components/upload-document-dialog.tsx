import { FileUp } from 'lucide-react'
import { useId } from 'react'
import { z } from 'zod'
import { DOCUMENT_TYPES, DocumentTypeSchema } from '../../../../../shared/schemas/leases'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { formatFileSize } from '@/lib/format-file-size'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useUploadLeaseDocument } from '../api'
import { DOCUMENT_TYPE_LABELS } from '../lease-display'

/** The upload form: the shared document type, and the PDF that travels beside it as a file. */
const UploadDocumentFormSchema = z.object({
  documentType: DocumentTypeSchema,
  document: z.custom<File | undefined>().pipe(z.instanceof(File, { error: 'Choose a PDF file' })),
})

const NO_DOCUMENT = { documentType: 'lease_agreement' as const, document: undefined }

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
  const upload = useUploadLeaseDocument()
  const fileId = useId()
  const typeId = useId()
  const { form, onSubmit, isPending } = useSchemaForm({
    schema: UploadDocumentFormSchema,
    defaultValues: NO_DOCUMENT,
    submit: ({ document, documentType }, { idempotencyKey }) =>
      upload.mutateAsync({ leaseId, file: document, documentType, idempotencyKey }),
    failure: { title: 'Failed to upload document' },
    success: (_document, { document }) => ({
      title: 'Document uploaded successfully',
      description: document.name,
    }),
    onSuccess: () => close(),
  })
  const file = form.watch('document')
  const documentType = form.watch('documentType')

  const close = () => {
    form.reset(NO_DOCUMENT)
    onOpenChange(false)
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Upload Lease Document"
      description={`Add a signed lease, an addendum or an inspection report to the lease of ${tenantName}.`}
      formId="upload-lease-document"
      submitLabel="Upload"
      pendingLabel="Uploading…"
      isPending={isPending}
      isSubmitDisabled={!file}
    >
      <form id="upload-lease-document" onSubmit={onSubmit} noValidate className="grid gap-4">
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
              onChange={(event) => form.setValue('document', event.target.files?.[0])}
            />
          </label>
        </Field>
        <Field id={typeId} label="Document type">
          <Select
            value={documentType}
            onValueChange={(value) =>
              form.setValue('documentType', DocumentTypeSchema.parse(value))
            }
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
      </form>
    </FormDialog>
  )
}
