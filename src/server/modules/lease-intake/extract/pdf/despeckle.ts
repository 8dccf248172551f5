import type { GreyImage } from './scan-image'

/** Darker than this (0 black, 255 white) is ink, once the page has been evened out and stretched. */
const INK = 128

/**
 * Whitens specks: blobs of ink smaller than a period of small print (at most 0.02 inch square) with
 * no other ink within 0.06 inch of them. A scanner's or a photo's noise puts hundreds of such specks
 * on a page; Tesseract takes them for letters or accents ('Detected 1153 diacritics'), runs words
 * together across them and reads stray characters in the margins. A period, a decimal point or the
 * dot of an 'i' sits closer than that to its letters, so it stays.
 */
export const removeSpecks = (image: GreyImage, dpi: number): GreyImage => {
  const { pixels, width, height } = image
  const maxArea = Math.max(2, Math.round((dpi * 0.02) ** 2))
  const reach = Math.max(1, Math.round(dpi * 0.06))
  // inkBefore[(y + 1) * (width + 1) + x + 1]: ink pixels above and left of (x, y), inclusive.
  const inkBefore = new Uint32Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! < INK) row++
      inkBefore[(y + 1) * (width + 1) + x + 1] = inkBefore[y * (width + 1) + x + 1]! + row
    }
  }
  const inkIn = (x0: number, y0: number, x1: number, y1: number) => {
    const left = Math.max(0, x0)
    const top = Math.max(0, y0)
    const right = Math.min(width, x1 + 1)
    const bottom = Math.min(height, y1 + 1)
    return (
      inkBefore[bottom * (width + 1) + right]! -
      inkBefore[top * (width + 1) + right]! -
      inkBefore[bottom * (width + 1) + left]! +
      inkBefore[top * (width + 1) + left]!
    )
  }

  const out = new Uint8ClampedArray(pixels)
  const seen = new Uint8Array(width * height)
  const blob: number[] = []
  const stack: number[] = []
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start]! >= INK) continue
    // The blob of ink connected to `start` (8-neighbours); every pixel is visited once in all.
    blob.length = 0
    stack.length = 0
    stack.push(start)
    seen[start] = 1
    let x0 = width
    let y0 = height
    let x1 = 0
    let y1 = 0
    while (stack.length > 0) {
      const at = stack.pop()!
      blob.push(at)
      const x = at % width
      const y = (at - x) / width
      x0 = Math.min(x0, x)
      x1 = Math.max(x1, x)
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y)
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const next = ny * width + nx
          if (seen[next] || pixels[next]! >= INK) continue
          seen[next] = 1
          stack.push(next)
        }
      }
    }
    if (blob.length > maxArea) continue
    if (inkIn(x0 - reach, y0 - reach, x1 + reach, y1 + reach) > blob.length) continue
    // The speck and its soft grey fringe.
    for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y1 + 1); y++)
      for (let x = Math.max(0, x0 - 1); x <= Math.min(width - 1, x1 + 1); x++)
        out[y * width + x] = 255
  }
  return { pixels: out, width, height }
}
