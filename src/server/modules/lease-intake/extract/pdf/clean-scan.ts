/**
 * Whitens the long straight rules of a rendered form before OCR. Table borders touching a value make
 * Tesseract read '|43' or drop the word; text strokes are far shorter than these runs, so they survive.
 * Works in place on RGBA pixels.
 */
export const eraseRules = (
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  dpi: number,
): void => {
  const luminance = (offset: number) =>
    0.299 * (pixels[offset] ?? 255) +
    0.587 * (pixels[offset + 1] ?? 255) +
    0.114 * (pixels[offset + 2] ?? 255)
  // A scanned rule is grey and soft-edged, so it is found at a lighter threshold than text needs.
  const isDark = (offset: number) => luminance(offset) < 200
  const minHorizontal = Math.round(width / 10)
  // A quarter inch (18 pt): taller than any letter of body text, shorter than a table row's border.
  const minVertical = Math.round(dpi * 0.25)
  const runs: { fixed: number; from: number; to: number; horizontal: boolean }[] = []
  for (let y = 0; y < height; y++) {
    let run = 0
    for (let x = 0; x <= width; x++) {
      if (x < width && isDark((y * width + x) * 4)) run++
      else {
        if (run >= minHorizontal) runs.push({ fixed: y, from: x - run, to: x, horizontal: true })
        run = 0
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let run = 0
    for (let y = 0; y <= height; y++) {
      if (y < height && isDark((y * width + x) * 4)) run++
      else {
        if (run >= minVertical) runs.push({ fixed: x, from: y - run, to: y, horizontal: false })
        run = 0
      }
    }
  }
  const whiten = (offset: number) => {
    pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 255
  }
  for (const { fixed, from, to, horizontal } of runs) {
    for (let along = from; along < to; along++) {
      // The run's own pixels, and its blurred fringe on either side.
      for (const side of [-2, -1, 0, 1, 2]) {
        const across = fixed + side
        if (across < 0 || across >= (horizontal ? height : width)) continue
        const offset = horizontal ? (across * width + along) * 4 : (along * width + across) * 4
        if (side === 0 || luminance(offset) < 235) whiten(offset)
      }
    }
  }
}
