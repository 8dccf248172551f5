import { createCanvas, type Canvas } from '@napi-rs/canvas'
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { OCR_DPI, OCR_MAX_SIDE_PX } from '../limits'
import { eraseRules } from './clean-scan'
import { removeSpecks } from './despeckle'
import { evenOutPaper, findUpright, greyFromRgba, stretchInk, type Upright } from './scan-image'

/** Draws the image turned clockwise by `degrees`, centred, on white; a quarter turn swaps the sides. */
export const turned = (image: Canvas, degrees: number): Canvas => {
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
 * Renders a page at OCR_DPI (capped in pixels), evens out its paper and ink, whitens specks, turns it upright and
 * erases the form's rules (after turning, so they run straight along the rows).
 */
export const renderForOcr = async (
  page: PDFPageProxy,
): Promise<{ image: Canvas; upright: Upright; dpi: number }> => {
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
  const grey = removeSpecks(
    stretchInk(
      evenOutPaper(greyFromRgba(rendered.data, canvas.width, canvas.height), Math.round(dpi / 2)),
    ),
    dpi,
  )
  const rgba = rendered.data
  for (let i = 0, o = 0; i < grey.pixels.length; i++, o += 4) {
    const value = grey.pixels[i]!
    rgba[o] = rgba[o + 1] = rgba[o + 2] = value
    rgba[o + 3] = 255
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
  return { image, upright, dpi }
}

/**
 * The image as a binary PGM file: a short header and one byte of grey per pixel. Tesseract's image
 * library reads it as it is, where a PNG of the page took longer to compress than Tesseract took to
 * read most pages.
 */
export const greyPgm = (image: Canvas): Buffer => {
  const { data } = image.getContext('2d').getImageData(0, 0, image.width, image.height)
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii')
  const body = Buffer.alloc(image.width * image.height)
  for (let i = 0, o = 0; i < body.length; i++, o += 4) body[i] = data[o]!
  return Buffer.concat([header, body])
}
