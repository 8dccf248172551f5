import { Download, FileText, FolderOpen, MousePointerClick, Trash2, Upload } from 'lucide-react'
import { useState } from 'react'
import type { Lease, LeaseDocument } from '../../../../../shared/schemas/leases'
import { ListState } from '@/components/list/list-state'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { IconButton } from '@/components/ui/icon-button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/use-toast'
import { readableErrorMessage } from '@/lib/errors'
import { formatDate } from '@/lib/format-date'
import { formatFileSize } from '@/lib/format-file-size'
import { downloadLeaseDocument, useDeleteLeaseDocument, useLeaseDocuments } from '../api'
import { DOCUMENT_TYPE_LABELS, tenantNameOf } from '../lease-display'
import { UploadDocumentDialog } from './upload-document-dialog'

const DocumentRow = ({ document, onDelete }: { document: LeaseDocument; onDelete: () => void }) => {
  const [isDownloading, setIsDownloading] = useState(false)
  const download = () => {
    setIsDownloading(true)
    downloadLeaseDocument(document)
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Failed to download document',
          description: readableErrorMessage(error),
        }),
      )
      .finally(() => setIsDownloading(false))
  }
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-red-500/10 text-red-600 dark:text-red-400">
        <FileText className="size-4.5" aria-hidden />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="truncate text-sm font-medium text-foreground" title={document.filename}>
          {document.filename}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge size="sm" tone="info">
            {DOCUMENT_TYPE_LABELS[document.documentType]}
          </Badge>
          <span>{formatDate(document.uploadedAt)}</span>
          <span>{formatFileSize(document.sizeBytes)}</span>
        </span>
      </div>
      <IconButton
        label={`Download ${document.filename}`}
        icon={Download}
        onClick={download}
        disabled={isDownloading}
      />
      <IconButton
        label={`Delete ${document.filename}`}
        icon={Trash2}
        onClick={onDelete}
        className="hover:text-destructive"
      />
    </li>
  )
}

/** The Documents panel of the selected lease, with its empty states, upload, download and delete. */
export const DocumentsPanel = ({ lease }: { lease: Lease | null }) => {
  const documents = useLeaseDocuments(lease?.id ?? null)
  const remove = useDeleteLeaseDocument()
  const [isUploadOpen, setIsUploadOpen] = useState(false)
  const [toDelete, setToDelete] = useState<LeaseDocument | null>(null)

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(
      { leaseId: toDelete.leaseId, documentId: toDelete.id },
      {
        onSuccess: () => {
          toast({ title: 'Document deleted successfully', description: toDelete.filename })
          setToDelete(null)
        },
        onError: (error) => {
          setToDelete(null)
          toast({
            variant: 'destructive',
            title: 'Failed to delete document',
            description: readableErrorMessage(error),
          })
        },
      },
    )
  }

  return (
    <Card role="region" aria-labelledby="lease-documents-title">
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-4">
        <div className="grid gap-1">
          <CardTitle id="lease-documents-title">Documents</CardTitle>
          <CardDescription>
            {lease
              ? `Lease of ${tenantNameOf(lease)}`
              : 'Signed leases, addenda and inspection reports.'}
          </CardDescription>
        </div>
        {lease ? (
          <Button size="sm" onClick={() => setIsUploadOpen(true)}>
            <Upload className="size-3.5" aria-hidden />
            Upload
          </Button>
        ) : null}
      </div>
      <CardContent>
        {!lease ? (
          <EmptyState
            icon={MousePointerClick}
            title="Select a lease"
            description="Choose a lease to view its documents"
            className="py-8"
          />
        ) : (
          <ListState
            query={documents}
            isEmpty={documents.data?.length === 0}
            loading={
              <div className="grid gap-3" aria-label="Loading documents">
                {[0, 1].map((i) => (
                  <div key={i} className="flex items-center gap-3">
                    <Skeleton className="size-9 rounded-lg" />
                    <div className="grid flex-1 gap-2">
                      <Skeleton className="h-4 w-3/4" />
                      <Skeleton className="h-3 w-1/3" />
                    </div>
                  </div>
                ))}
              </div>
            }
            errorTitle="Failed to fetch documents"
            empty={
              <EmptyState
                icon={FolderOpen}
                title="No documents found"
                description="Upload lease documents for this lease"
                className="py-8"
                action={
                  <Button variant="outline" size="sm" onClick={() => setIsUploadOpen(true)}>
                    Upload Document
                  </Button>
                }
              />
            }
          >
            <ul className="-my-3 divide-y divide-border">
              {documents.data?.map((document) => (
                <DocumentRow
                  key={document.id}
                  document={document}
                  onDelete={() => setToDelete(document)}
                />
              ))}
            </ul>
          </ListState>
        )}
      </CardContent>
      {lease ? (
        <UploadDocumentDialog
          open={isUploadOpen}
          onOpenChange={setIsUploadOpen}
          leaseId={lease.id}
          tenantName={tenantNameOf(lease)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        tone="destructive"
        title="Delete document"
        description="Are you sure you want to delete this document?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  )
}
