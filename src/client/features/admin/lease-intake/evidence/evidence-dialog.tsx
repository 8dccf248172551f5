import { lazy, Suspense } from 'react'
import { confidenceLevel, confidencePercent } from '../../../../../shared/confidence'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import type { ShownReading } from './field-reading'

// pdf.js is large: it is fetched the first time a source is shown, never with the app's other pages.
const PdfPage = lazy(() => import('./pdf-page'))

const PAGE_WIDTH = 560

/** The page of the lease a value was read from, the text it came from highlighted. */
export const EvidenceDialog = ({
  pdfUrl,
  shown,
  onClose,
}: {
  pdfUrl: string | null
  shown: ShownReading | null
  onClose: () => void
}) => {
  const evidence = shown?.reading.evidence
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-[620px]">
        {shown && evidence ? (
          <>
            <DialogHeader>
              <DialogTitle>{shown.label}</DialogTitle>
              <DialogDescription>
                Read as <strong className="text-foreground">{shown.value}</strong> on page{' '}
                {evidence.page}, {confidenceLevel(shown.reading.confidence)} confidence (
                {confidencePercent(shown.reading.confidence)}%).
              </DialogDescription>
            </DialogHeader>
            <blockquote className="border-l-2 border-amber-500 pl-3 text-sm text-muted-foreground">
              {evidence.text}
            </blockquote>
            {!pdfUrl ? (
              <p className="text-sm text-muted-foreground">
                The PDF is no longer stored, so only the text it was read from is shown.
              </p>
            ) : evidence.boxes.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                This value was read from the form&apos;s data, which has no place on the printed
                page: the text above is what the form holds. Open the PDF with View PDF to see page{' '}
                {evidence.page}.
              </p>
            ) : (
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <PdfPage
                  url={pdfUrl}
                  page={evidence.page}
                  boxes={evidence.boxes}
                  width={Math.min(PAGE_WIDTH, window.innerWidth - 64)}
                />
              </Suspense>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
