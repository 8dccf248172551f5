import { createRequire } from 'node:module'
import path from 'node:path'
import type { Canvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'
import { correctOcrWord, joinSplitTokens } from './ocr-corrections'
import { greyPgm, renderForOcr, turned } from './render-scan'
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

/**
 * The words in the pixels of the rendered page, and the size their positions are in; null when the
 * page had to be turned to be read, so its positions do not fit the page as printed.
 */
export type PageOcr = { words: PositionedText[]; confidence: number; size: PageSize | null }

export type OcrEngine = {
  readPage: (page: PDFPageProxy) => Promise<PageOcr>
  close: () => Promise<void>
}

/** Below this mean word confidence a page may be upside down: it is read turned half round too. */
const UPSIDE_DOWN_SUSPECT = 0.6

/** Tesseract's words on the image, with the line's box as each word's top and height. */
const recognise = async (worker: Worker, image: Canvas): Promise<PageOcr & { size: PageSize }> => {
  const { data } = await worker.recognize(greyPgm(image), {}, { blocks: true, text: false })
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  )
  return {
    confidence: data.confidence / 100,
    size: { width: image.width, height: image.height },
    // A word's own box is as tall as its letters ('a' vs 'Jy'); the line's box gives every word of a
    // line the same top and height, so rows group cleanly and gaps compare against one text height.
    // Look-alike letters in number-shaped words are made digits, and tokens split in two joined.
    words: lines.flatMap((line) =>
      joinSplitTokens(
        line.words.map((word) => ({
          text: correctOcrWord(word.text),
          x: word.bbox.x0,
          top: line.bbox.y0,
          width: word.bbox.x1 - word.bbox.x0,
          height: line.bbox.y1 - line.bbox.y0,
          quality: word.confidence / 100,
        })),
      ),
    ),
  }
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
    await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO })
    return created
  }
  return {
    readPage: async (page) => {
      worker ??= start()
      const ready = await worker
      const { image, upright, dpi } = await renderForOcr(page)
      // The resolution the page came out at (a large page is rendered below OCR_DPI).
      await ready.setParameters({ user_defined_dpi: String(Math.round(dpi)) })
      let read = await recognise(ready, image)
      let halfTurned = false
      if (read.confidence < UPSIDE_DOWN_SUSPECT) {
        const turnedRead = await recognise(ready, turned(image, 180))
        if (turnedRead.confidence > read.confidence) {
          read = turnedRead
          halfTurned = true
        }
      }
      // Positions are on the page as turned upright; drawn over the page as printed they would
      // land elsewhere once it was turned by more than a few degrees, so such a page gives none.
      const placeable = upright.quarterTurns === 0 && !halfTurned && Math.abs(upright.degrees) <= 2
      return { ...read, size: placeable ? read.size : null }
    },
    close: async () => {
      if (worker) await (await worker).terminate()
      worker = null
    },
  }
}
