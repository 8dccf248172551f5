import type { GreyImage } from './scan-image'

/**
 * Darker than this (0 black, 255 white) is ink, once the page has been evened out and stretched. Lighter than
 * mid-grey on purpose: the thin strokes of typewriter-style text typed into a form come out of a scanner grey,
 * and at a mid-grey cut each letter broke into fragments that each looked like a speck and were whitened
 * ('Alasdai. “we. i-Nakaea..na' for 'Alasdair Petrie-Nakashima'); at this level they join into letters.
 */
const INK = 160

/**
 * Whitens specks: blobs of ink smaller than a period of small print (at most 0.02 inch square) with
 * no bigger blob (a letter, a rule) within 0.03 inch above or below them nor 0.06 inch to either
 * side. A scanner's or a photo's noise puts hundreds of such specks on a page; Tesseract takes them
 * for letters or accents ('Detected 1153 diacritics'), runs words together across them and reads
 * stray characters in the margins. Punctuation follows its word on its line: a period, a comma, an
 * apostrophe above the letters' tops or a colon's dots, where even a capital T's stem stands a
 * little back, and the dot of an 'i' sits just above its stem. A speck in a margin or in the
 * leading between lines is farther from them. Other specks do not count as ink nearby: on a densely
 * speckled photo nearly every speck has another in reach.
 */
export const removeSpecks = (image: GreyImage, dpi: number): GreyImage => {
  const { pixels, width, height } = image
  const maxArea = Math.max(2, Math.round((dpi * 0.02) ** 2))
  const reach = Math.max(1, Math.round(dpi * 0.03))
  const alongLine = Math.max(1, Math.round(dpi * 0.06))

  // Every blob of ink (8-neighbours), labelled 1, 2, …, with its area and, for specks, its box.
  const label = new Int32Array(width * height)
  const areas: number[] = [0]
  const boxes: { x0: number; y0: number; x1: number; y1: number }[] = []
  const stack: number[] = []
  for (let start = 0; start < pixels.length; start++) {
    if (label[start] || pixels[start]! >= INK) continue
    const id = areas.length
    let area = 0
    let x0 = width
    let y0 = height
    let x1 = 0
    let y1 = 0
    label[start] = id
    stack.push(start)
    while (stack.length > 0) {
      const at = stack.pop()!
      area++
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
          if (label[next] || pixels[next]! >= INK) continue
          label[next] = id
          stack.push(next)
        }
      }
    }
    areas.push(area)
    if (area <= maxArea) boxes.push({ x0, y0, x1, y1 })
  }

  // bigBefore[(y + 1) * (width + 1) + x + 1]: pixels of blobs bigger than a speck above and left of (x, y).
  const bigBefore = new Uint32Array((width + 1) * (height + 1))
  for (let y = 0; y < height; y++) {
    let row = 0
    for (let x = 0; x < width; x++) {
      const id = label[y * width + x]!
      if (id && areas[id]! > maxArea) row++
      bigBefore[(y + 1) * (width + 1) + x + 1] = bigBefore[y * (width + 1) + x + 1]! + row
    }
  }
  const bigIn = (x0: number, y0: number, x1: number, y1: number) => {
    const left = Math.max(0, x0)
    const top = Math.max(0, y0)
    const right = Math.min(width, x1 + 1)
    const bottom = Math.min(height, y1 + 1)
    return (
      bigBefore[bottom * (width + 1) + right]! -
      bigBefore[top * (width + 1) + right]! -
      bigBefore[bottom * (width + 1) + left]! +
      bigBefore[top * (width + 1) + left]!
    )
  }

  const out = new Uint8ClampedArray(pixels)
  for (const { x0, y0, x1, y1 } of boxes) {
    if (bigIn(x0 - alongLine, y0 - reach, x1 + alongLine, y1 + reach) > 0) continue
    // The speck and its soft grey fringe.
    for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y1 + 1); y++)
      for (let x = Math.max(0, x0 - 1); x <= Math.min(width - 1, x1 + 1); x++)
        out[y * width + x] = 255
  }
  return { pixels: out, width, height }
}
