import { createRequire } from 'node:module'
import path from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'
import { OCR_DPI, OCR_MAX_SIDE_PX } from '../limits'
import { eraseRules } from './clean-scan'
import type { PageSize } from '../document'
import type { PositionedText } from './layout'

const require = createRequire(import.meta.url)

/**
 * The English model shipped in @tesseract.js-data/eng (LSTM "best_int"). Pointing langPath at it keeps OCR
 * offline: without it tesseract.js downloads the model from a CDN, which a self-hosted server may not reach.
 */
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
)

/** The words in the pixels of the rendered page, whose size comes with them. */
export type PageOcr = { words: PositionedText[]; confidence: number; size: PageSize }

export type OcrEngine = {
  readPage: (page: PDFPageProxy) => Promise<PageOcr>
  close: () => Promise<void>
}

/** Renders a page at OCR_DPI (capped in pixels), erases the form's rules and returns it as PNG. */
const renderForOcr = async (page: PDFPageProxy): Promise<{ png: Buffer; size: PageSize }> => {
  const base = page.getViewport({ scale: 1 })
  const scale = Math.min(OCR_DPI / 72, OCR_MAX_SIDE_PX / Math.max(base.width, base.height))
  const viewport = page.getViewport({ scale })
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise
  const image = context.getImageData(0, 0, canvas.width, canvas.height)
  eraseRules(image.data, canvas.width, canvas.height, scale * 72)
  context.putImageData(image, 0, 0)
  return { png: canvas.toBuffer('image/png'), size: { width: canvas.width, height: canvas.height } }
}

/** One Tesseract worker per extraction, started on the first image-only page and closed at the end. */
export const createOcrEngine = (): OcrEngine => {
  let worker: Promise<Worker> | null = null
  const start = async () => {
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      cacheMethod: 'none',
      gzip: true,
    })
    await created.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      user_defined_dpi: String(OCR_DPI),
    })
    return created
  }
  return {
    readPage: async (page) => {
      worker ??= start()
      const { png, size } = await renderForOcr(page)
      const { data } = await (await worker).recognize(png, {}, { blocks: true, text: false })
      const lines = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines),
      )
      return {
        confidence: data.confidence / 100,
        size,
        // A word's own box is as tall as its letters ('a' vs 'Jy'); the line's box gives every word of a
        // line the same top and height, so rows group cleanly and gaps compare against one text height.
        words: lines.flatMap((line) =>
          line.words.map((word) => ({
            text: word.text,
            x: word.bbox.x0,
            top: line.bbox.y0,
            width: word.bbox.x1 - word.bbox.x0,
            height: line.bbox.y1 - line.bbox.y0,
            quality: word.confidence / 100,
          })),
        ),
      }
    },
    close: async () => {
      if (worker) await (await worker).terminate()
      worker = null
    },
  }
}
