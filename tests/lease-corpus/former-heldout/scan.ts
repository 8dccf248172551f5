import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument } from 'pdf-lib'
import { createRequire } from 'node:module'
import path from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/'

/**
 * Turns a text PDF into an image-only "scan" (same approach as tests/fixtures/leases/rasterise.ts, with more
 * defects): rotation, shear (skew), low contrast, speckle noise, uneven lighting (a photographed page, with a
 * darker surround), then grey JPEG pages in a new PDF with no text layer.
 */
export type ScanOptions = {
  dpi: number
  rotate: number // degrees, per page (+ a small jitter per page)
  shear?: number // horizontal shear, e.g. 0.02
  contrast?: number // 1 = as rendered, 0.5 = washed out
  noise?: number // 0..60 grey levels of speckle
  lighting?: number // 0..1 strength of the uneven light
  photo?: boolean // page smaller than the frame on a darker surface
  quality?: number // JPEG quality
  seed?: number
  /** pages (from 1) fed into the scanner on their side (90, 270) or upside down (180) */
  turn?: Record<number, 90 | 180 | 270>
}

const prng = (seed: number) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

export const scan = async (source: Uint8Array, o: ScanOptions): Promise<Uint8Array> => {
  const rand = prng(o.seed ?? 7)
  const pdf = await getDocument({ data: source.slice(), verbosity: 0, standardFontDataUrl }).promise
  const out = await PDFDocument.create()
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number)
    const viewport = page.getViewport({ scale: o.dpi / 72 })
    const W = Math.ceil(viewport.width)
    const H = Math.ceil(viewport.height)
    const rendered = createCanvas(W, H)
    const rc = rendered.getContext('2d')
    rc.fillStyle = '#ffffff'
    rc.fillRect(0, 0, W, H)
    await page.render({ canvas: rendered as unknown as HTMLCanvasElement, viewport }).promise

    const shot = createCanvas(W, H)
    const c = shot.getContext('2d')
    c.fillStyle = o.photo ? '#77726a' : '#f2f1ec'
    c.fillRect(0, 0, W, H)
    c.translate(W / 2, H / 2)
    const angle = o.rotate + (rand() - 0.5) * 0.6
    c.rotate((angle * Math.PI) / 180)
    if (o.shear) c.transform(1, 0, o.shear, 1, 0, 0)
    const s = o.photo ? 0.93 : 1
    c.scale(s, s)
    c.translate(-W / 2, -H / 2)
    if (o.photo) {
      c.fillStyle = '#f7f5ef'
      c.fillRect(0, 0, W, H)
      c.globalCompositeOperation = 'multiply'
    } else c.globalCompositeOperation = 'multiply'
    c.drawImage(rendered, 0, 0)
    c.setTransform(1, 0, 0, 1, 0, 0)
    c.globalCompositeOperation = 'source-over'

    const img = c.getImageData(0, 0, W, H)
    const d = img.data
    const contrast = o.contrast ?? 1
    const noise = o.noise ?? 0
    const light = o.lighting ?? 0
    const lx = W * (0.2 + rand() * 0.6)
    const ly = H * (0.1 + rand() * 0.3)
    const diag = Math.hypot(W, H)
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4
        let v = 0.299 * (d[i] ?? 0) + 0.587 * (d[i + 1] ?? 0) + 0.114 * (d[i + 2] ?? 0)
        v = 200 + (v - 200) * contrast
        if (light) {
          const r = Math.hypot(x - lx, y - ly) / diag
          v *= 1 - light * Math.min(1, r * 1.3)
          v += light * 25 * (1 - r)
        }
        if (noise) {
          const n = rand()
          if (n < 0.002) v = 40 + rand() * 60
          else v += (rand() - 0.5) * noise
        }
        v = Math.max(0, Math.min(255, v))
        d[i] = d[i + 1] = d[i + 2] = v
      }
    }
    c.putImageData(img, 0, 0)
    const size = page.getViewport({ scale: 1 })
    let final = shot
    let [pw, ph] = [size.width, size.height]
    const turn = o.turn?.[number]
    if (turn) {
      const side = turn !== 180
      final = createCanvas(side ? H : W, side ? W : H)
      const fc = final.getContext('2d')
      fc.translate(final.width / 2, final.height / 2)
      fc.rotate((turn * Math.PI) / 180)
      fc.drawImage(shot, -W / 2, -H / 2)
      if (side) [pw, ph] = [ph, pw]
    }
    const jpeg = await out.embedJpg(final.toBuffer('image/jpeg', o.quality ?? 60))
    out.addPage([pw, ph]).drawImage(jpeg, { x: 0, y: 0, width: pw, height: ph })
  }
  await pdf.destroy()
  return out.save()
}
