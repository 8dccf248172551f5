import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import { useEffect, useRef, useState } from 'react'
import type { EvidenceBox } from '../../../../../shared/schemas/lease-intake'
import { Skeleton } from '@/components/ui/skeleton'

GlobalWorkerOptions.workerSrc = workerUrl

// One download per PDF while the review is open: clicking field after field only turns pages.
const documents = new Map<string, Promise<PDFDocumentProxy>>()

const openPdf = (url: string) => {
  let pdf = documents.get(url)
  if (!pdf) {
    // No eval and no font faces: the app's CSP allows neither, and glyphs drawn as paths look the same.
    pdf = getDocument({ url, isEvalSupported: false, disableFontFace: true }).promise
    pdf.catch(() => documents.delete(url))
    documents.set(url, pdf)
  }
  return pdf
}

export type PdfPageProps = {
  url: string
  page: number
  boxes: EvidenceBox[]
  /** Width the page is drawn at, in CSS pixels. */
  width: number
}

/**
 * One page of the lease drawn with pdf.js, the text a value was read from marked on it. Loaded only
 * when the review shows a source (this module is imported lazily), so pdf.js never weighs on other pages.
 */
const PdfPage = ({ url, page, boxes, width }: PdfPageProps) => {
  const canvas = useRef<HTMLCanvasElement>(null)
  const firstBox = useRef<HTMLDivElement>(null)
  const key = `${url}#${page}@${width}`
  // What the canvas shows: the drawing it finished last, or the one that failed.
  const [outcome, setOutcome] = useState<{ key: string; drawn: boolean } | null>(null)
  const state = outcome?.key !== key ? 'loading' : outcome.drawn ? 'drawn' : 'failed'

  useEffect(() => {
    let cancelled = false
    let cancelRender = () => {}
    openPdf(url)
      .then(async (pdf) => {
        const pdfPage = await pdf.getPage(page)
        const target = canvas.current
        if (cancelled || !target) return
        const base = pdfPage.getViewport({ scale: 1 })
        const ratio = window.devicePixelRatio || 1
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio })
        target.width = Math.floor(viewport.width)
        target.height = Math.floor(viewport.height)
        target.style.width = `${width}px`
        target.style.height = `${(width * base.height) / base.width}px`
        const task = pdfPage.render({ canvas: target, viewport })
        cancelRender = () => task.cancel()
        await task.promise
        if (!cancelled) setOutcome({ key, drawn: true })
      })
      .catch(() => {
        if (!cancelled) setOutcome({ key, drawn: false })
      })
    return () => {
      cancelled = true
      cancelRender()
    }
  }, [key, url, page, width])

  useEffect(() => {
    if (state === 'drawn') firstBox.current?.scrollIntoView({ block: 'nearest' })
  }, [state])

  if (state === 'failed')
    return (
      <p role="alert" className="text-sm text-destructive">
        The PDF could not be shown. Open it with View PDF and go to page {page}.
      </p>
    )
  return (
    <div className="relative mx-auto" style={{ width }} data-testid="evidence-page">
      {state === 'loading' ? (
        <Skeleton className="absolute inset-0 h-full min-h-96 w-full" />
      ) : null}
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Page ${page} of the lease`}
        className="block rounded-sm border border-border bg-white"
      />
      {state === 'drawn'
        ? boxes.map((box, index) => (
            <div
              key={index}
              ref={index === 0 ? firstBox : undefined}
              data-testid="evidence-highlight"
              className="pointer-events-none absolute rounded-sm bg-amber-300/40 ring-2 ring-amber-500"
              style={{
                left: `${box.x * 100}%`,
                top: `${box.y * 100}%`,
                width: `${box.width * 100}%`,
                height: `${box.height * 100}%`,
              }}
            />
          ))
        : null}
    </div>
  )
}

export default PdfPage
