import { createRequire } from 'node:module'
import path from 'node:path'
import { createCanvas, type Canvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js'
import { OCR_DPI, OCR_MAX_SIDE_PX } from '../limits'
import { eraseRules } from './clean-scan'
import { evenOutPaper, findUpright, greyFromRgba, stretchInk, type Upright } from './scan-image'
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

/** Draws the image turned clockwise by `degrees`, centred, on white; a quarter turn swaps the sides. */
const turned = (image: Canvas, degrees: number): Canvas => {
  const sideways = Math.round(degrees / 90) % 2 !== 0
  const width = sideways ? image.height : image.width
  const height = sideways ? image.width : image.height
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.translate(width / 2, height / 2)
  context.rotate((degrees * Math.PI) / 180)
  context.drawImage(image, -image.width / 2, -image.height / 2)
  // @napi-rs/canvas applies the transform to putImageData too, which the rules' erasing uses next.
  context.resetTransform()
  return canvas
}

/**
 * Renders a page at OCR_DPI (capped in pixels), evens out its paper and ink, turns it upright and
 * erases the form's rules (after turning, so they run straight along the rows).
 */
const renderForOcr = async (page: PDFPageProxy): Promise<{ image: Canvas; upright: Upright }> => {
  const base = page.getViewport({ scale: 1 })
  const scale = Math.min(OCR_DPI / 72, OCR_MAX_SIDE_PX / Math.max(base.width, base.height))
  const viewport = page.getViewport({ scale })
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height))
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise
  const rendered = context.getImageData(0, 0, canvas.width, canvas.height)
  const dpi = scale * 72
  // Half-inch blocks: taller than a line of text, so every block holds some paper.
  const grey = stretchInk(
    evenOutPaper(greyFromRgba(rendered.data, canvas.width, canvas.height), Math.round(dpi / 2)),
  )
  for (let i = 0; i < grey.pixels.length; i++) {
    const value = grey.pixels[i]!
    rendered.data.set([value, value, value, 255], i * 4)
  }
  context.putImageData(rendered, 0, 0)
  const upright = findUpright(grey)
  // Under a third of a degree Tesseract copes, and turning would only soften the letters.
  const turn = -(upright.quarterTurns * 90 + upright.degrees)
  const image = Math.abs(turn) < 0.3 ? canvas : turned(canvas, turn)
  const imageContext = image.getContext('2d')
  const pixels = imageContext.getImageData(0, 0, image.width, image.height)
  eraseRules(pixels.data, image.width, image.height, dpi)
  imageContext.putImageData(pixels, 0, 0)
  return { image, upright }
}

/** Below this mean word confidence a page may be upside down: it is read turned half round too. */
const UPSIDE_DOWN_SUSPECT = 0.6

/** Tesseract's words on the image, with the line's box as each word's top and height. */
const recognise = async (worker: Worker, image: Canvas): Promise<PageOcr & { size: PageSize }> => {
  const { data } = await worker.recognize(
    image.toBuffer('image/png'),
    {},
    { blocks: true, text: false },
  )
  const lines = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  )
  return {
    confidence: data.confidence / 100,
    size: { width: image.width, height: image.height },
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
      const ready = await worker
      const { image, upright } = await renderForOcr(page)
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
