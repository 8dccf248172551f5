/**
 * Makes a rendered scan readable before OCR: the paper evened out to white (a photographed page is
 * darker at one corner, a faint copy is grey on grey), the ink stretched to black, and the page
 * turned upright from a skew of a few degrees or from lying on its side. Tesseract reads dark text
 * on white in straight rows; outside that its rows break apart and a whole sideways page reads as
 * noise.
 */

/** One channel of grey, 0 black to 255 white, row after row. */
export type GreyImage = { pixels: Uint8ClampedArray; width: number; height: number }

export const greyFromRgba = (rgba: Uint8ClampedArray, width: number, height: number): GreyImage => {
  const pixels = new Uint8ClampedArray(width * height)
  for (let i = 0; i < pixels.length; i++) {
    const o = i * 4
    pixels[i] = 0.299 * rgba[o]! + 0.587 * rgba[o + 1]! + 0.114 * rgba[o + 2]!
  }
  return { pixels, width, height }
}

/**
 * Divides every pixel by the paper's brightness around it, so paper is white wherever the light
 * fell. The paper's brightness is a bright level of each block a little larger than a line of text
 * (its 80th percentile: a block of print is mostly paper, and a percentile, unlike the brightest
 * pixel, is not thrown by a speck of compression noise), smoothed over the neighbouring blocks and
 * interpolated.
 */
export const evenOutPaper = (image: GreyImage, blockPx: number): GreyImage => {
  const { pixels, width, height } = image
  const cols = Math.ceil(width / blockPx)
  const rows = Math.ceil(height / blockPx)
  const counts = new Uint32Array(cols * rows * 256)
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / blockPx) * cols
    for (let x = 0; x < width; x++) {
      counts[(row + Math.floor(x / blockPx)) * 256 + pixels[y * width + x]!]!++
    }
  }
  const brightest = new Float32Array(cols * rows)
  for (let cell = 0; cell < cols * rows; cell++) {
    let total = 0
    for (let value = 0; value < 256; value++) total += counts[cell * 256 + value]!
    let below = 0
    let value = 0
    for (; value < 255 && below + counts[cell * 256 + value]! < total * 0.8; value++)
      below += counts[cell * 256 + value]!
    brightest[cell] = value
  }
  // A block that is mostly ink (a black bar, a logo) takes its neighbours' paper, the brightest
  // nearby; any other keeps its own, so light that falls off toward a corner is followed closely.
  const paper = new Float32Array(cols * rows)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let best = 0
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr
          const cc = c + dc
          if (rr >= 0 && rr < rows && cc >= 0 && cc < cols)
            best = Math.max(best, brightest[rr * cols + cc]!)
        }
      }
      const own = brightest[r * cols + c]!
      paper[r * cols + c] = Math.max(own >= best * 0.75 ? own : best, 1)
    }
  }
  const at = (r: number, c: number) =>
    paper[Math.min(rows - 1, Math.max(0, r)) * cols + Math.min(cols - 1, Math.max(0, c))]!
  // Bilinear between block centres: per column the block to its left and how far past it, per row
  // the two block rows blended once, so each pixel costs one blend along the row.
  const leftBlock = new Int32Array(width)
  const pastLeft = new Float32Array(width)
  for (let x = 0; x < width; x++) {
    const fx = x / blockPx - 0.5
    leftBlock[x] = Math.floor(fx)
    pastLeft[x] = fx - Math.floor(fx)
  }
  const rowLight = new Float32Array(cols + 2)
  const out = new Uint8ClampedArray(pixels.length)
  for (let y = 0; y < height; y++) {
    const fy = y / blockPx - 0.5
    const r0 = Math.floor(fy)
    const ty = fy - r0
    for (let c = -1; c <= cols; c++) rowLight[c + 1] = (1 - ty) * at(r0, c) + ty * at(r0 + 1, c)
    for (let x = 0; x < width; x++) {
      const c0 = leftBlock[x]! + 1
      const tx = pastLeft[x]!
      const light = (1 - tx) * rowLight[c0]! + tx * rowLight[c0 + 1]!
      out[y * width + x] = (pixels[y * width + x]! * 255) / light
    }
  }
  return { pixels: out, width, height }
}

/**
 * Stretches the ink to black and the paper to white: the ink level is the darkest 0.5 % of the
 * page's pixels (a page of text is a few percent ink), the paper level its median (most of a page
 * is paper). A faint copy gets black letters on white; a crisp one is left nearly as it was; a page
 * without ink is left alone.
 */
export const stretchInk = (image: GreyImage): GreyImage => {
  const counts = new Uint32Array(256)
  for (let i = 0; i < image.pixels.length; i++) counts[image.pixels[i]!]!++
  const levelAt = (share: number) => {
    let seen = 0
    let value = 0
    for (; value < 255 && seen + counts[value]! <= image.pixels.length * share; value++)
      seen += counts[value]!
    return value
  }
  const ink = levelAt(0.005)
  const paper = levelAt(0.5)
  if (paper - ink < 48) return image
  const scale = 255 / (paper - ink)
  const stretched = Uint8ClampedArray.from({ length: 256 }, (_, value) => (value - ink) * scale)
  const pixels = new Uint8ClampedArray(image.pixels.length)
  for (let i = 0; i < pixels.length; i++) pixels[i] = stretched[image.pixels[i]!]!
  return { ...image, pixels }
}

/** The turn that sets a page upright: a quarter turn count (0 or 1) and a small angle in degrees. */
export type Upright = { quarterTurns: 0 | 1; degrees: number }

/**
 * How far the text rows lean, found by projecting the ink at each candidate angle: when the
 * projection runs along the rows, the ink piles up into tall, narrow peaks (lines) with empty gaps
 * (leading), so the bin counts vary the most. The score is the sum of squared counts less what the
 * same ink spread evenly over the page's projected length would give: a bare sum of squares favours
 * whichever angle packs the page into the fewest bins (level over any tilt, across the short side
 * over along the long one), and on a speckled page that bias outweighed the rows, leaving a tilted
 * page unturned or turning an upright one on its side. Bins are as wide as the sampling step, so a
 * level page's sampled rows do not leave every other bin empty. Rows that run up or down the page (a
 * page on its side) peak at angles near 90°. Searched every half degree within 10° of level and of
 * vertical, then every tenth of a degree around the best.
 */
export const findUpright = (image: GreyImage): Upright => {
  const { pixels, width, height } = image
  // Every few pixels of ink is plenty to find an angle, and keeps the search fast on a big page.
  const step = Math.max(1, Math.round(Math.max(width, height) / 1000))
  // The outer 8 % of each side is left out: a photographed sheet's edges and the desk around it form
  // long dark bands there that outweigh the rows, and a lease's text lies well inside its margins.
  const marginX = Math.round(width * 0.08)
  const marginY = Math.round(height * 0.08)
  const xs: number[] = []
  const ys: number[] = []
  for (let y = marginY; y < height - marginY; y += step) {
    for (let x = marginX; x < width - marginX; x += step) {
      if (pixels[y * width + x]! < 128) {
        xs.push(x)
        ys.push(y)
      }
    }
  }
  if (xs.length < 50) return { quarterTurns: 0, degrees: 0 }
  const diagonal = Math.ceil(Math.hypot(width, height) / step)
  const bins = new Float64Array(2 * diagonal + 2)
  const sharpness = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180
    const sin = Math.sin(radians)
    const cos = Math.cos(radians)
    bins.fill(0)
    for (let i = 0; i < xs.length; i++) {
      bins[Math.round((ys[i]! * cos - xs[i]! * sin) / step) + diagonal]! += 1
    }
    let sum = 0
    for (const count of bins) sum += count * count
    const span =
      ((height - 2 * marginY) * Math.abs(cos) + (width - 2 * marginX) * Math.abs(sin)) / step
    return sum - (xs.length * xs.length) / span
  }
  let best = { degrees: 0, score: -1 }
  const consider = (degrees: number) => {
    const score = sharpness(degrees)
    if (score > best.score) best = { degrees, score }
  }
  for (let degrees = -10; degrees <= 10; degrees += 0.5) {
    consider(degrees)
    consider(90 + degrees)
  }
  const coarse = best.degrees
  for (let degrees = coarse - 0.5; degrees <= coarse + 0.5; degrees += 0.1) consider(degrees)
  const quarterTurns = Math.abs(best.degrees) > 45 ? 1 : 0
  return { quarterTurns, degrees: Math.round((best.degrees - quarterTurns * 90) * 10) / 10 }
}
