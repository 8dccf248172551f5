import { createCanvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'
import { evenOutPaper, findUpright, greyFromRgba, stretchInk, type GreyImage } from './scan-image'

/** A page of eight lines of text at about 100 dpi, turned clockwise by `degrees`, as grey pixels. */
const pageOfText = (degrees: number, options: { ink?: string; paper?: string } = {}): GreyImage => {
  const [width, height] = Math.round(degrees / 90) % 2 !== 0 ? [1100, 850] : [850, 1100]
  const canvas = createCanvas(width, height)
  const context = canvas.getContext('2d')
  context.fillStyle = options.paper ?? '#ffffff'
  context.fillRect(0, 0, width, height)
  context.translate(width / 2, height / 2)
  context.rotate((degrees * Math.PI) / 180)
  context.translate(-425, -550)
  context.fillStyle = options.ink ?? '#000000'
  context.font = '22px sans-serif'
  for (let line = 0; line < 8; line++)
    context.fillText(
      'The Tenant shall pay the monthly rent of $1,450.00 on the',
      80,
      200 + line * 40,
    )
  return greyFromRgba(context.getImageData(0, 0, width, height).data, width, height)
}

const darkestAndBrightest = (image: GreyImage) => {
  let darkest = 255
  let brightest = 0
  for (const value of image.pixels) {
    darkest = Math.min(darkest, value)
    brightest = Math.max(brightest, value)
  }
  return { darkest, brightest }
}

describe('evenOutPaper', () => {
  it('makes paper white where the light fell off toward a corner, and keeps the ink dark', () => {
    const page = pageOfText(0)
    const { width, height } = page
    const shaded = page.pixels.map((value, i) => {
      const x = i % width
      const y = Math.floor(i / width)
      return value * (1 - 0.5 * (x / width) * (y / height))
    })
    const even = evenOutPaper({ pixels: shaded, width, height }, 50)
    // The bottom right corner is paper at half the brightness; it comes out nearly white.
    const corner = (height - 5) * width + width - 5
    expect(shaded[corner]).toBeLessThan(135)
    expect(even.pixels[corner]).toBeGreaterThanOrEqual(235)
    expect(darkestAndBrightest(even).darkest).toBeLessThan(60)
  })
})

describe('stretchInk', () => {
  it('turns a faint copy, grey ink on grey paper, into black on white', () => {
    const faint = stretchInk(pageOfText(0, { ink: '#888888', paper: '#d0d0d0' }))
    expect(darkestAndBrightest(faint)).toEqual({ darkest: 0, brightest: 255 })
    expect(faint.pixels[5]).toBe(255)
  })

  it('leaves a page without ink as it is', () => {
    const blank = pageOfText(0, { ink: '#d0d0d0', paper: '#d0d0d0' })
    expect(stretchInk(blank)).toBe(blank)
  })
})

describe('findUpright', () => {
  it('finds a skew of a few degrees to a tenth of a degree', () => {
    const { quarterTurns, degrees } = findUpright(pageOfText(3))
    expect(quarterTurns).toBe(0)
    expect(Math.abs(degrees - 3)).toBeLessThanOrEqual(0.2)
    expect(Math.abs(findUpright(pageOfText(-1.5)).degrees + 1.5)).toBeLessThanOrEqual(0.2)
  })

  it('finds a page lying on its side, either way round', () => {
    expect(findUpright(pageOfText(90))).toMatchObject({ quarterTurns: 1 })
    expect(findUpright(pageOfText(270))).toMatchObject({ quarterTurns: 1 })
  })

  it('is not swayed by speckle spread over the page', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const speckled = (image: GreyImage): GreyImage => ({
      ...image,
      pixels: image.pixels.map((value) => (random() < 0.02 ? 60 : value)),
    })
    expect(findUpright(speckled(pageOfText(1.2)))).toMatchObject({ quarterTurns: 0 })
    expect(Math.abs(findUpright(speckled(pageOfText(1.2))).degrees - 1.2)).toBeLessThanOrEqual(0.2)
    expect(findUpright(speckled(pageOfText(-2))).quarterTurns).toBe(0)
  })

  it("is not swayed by a photographed sheet's dark edges", () => {
    const page = pageOfText(1.5)
    const { width, height } = page
    const canvas = createCanvas(width, height)
    const context = canvas.getContext('2d')
    const image = context.createImageData(width, height)
    page.pixels.forEach((value, i) => image.data.set([value, value, value, 255], i * 4))
    context.putImageData(image, 0, 0)
    context.translate(width / 2, height / 2)
    context.rotate((1.5 * Math.PI) / 180)
    context.strokeStyle = '#000000'
    context.lineWidth = 8
    context.strokeRect(-width * 0.465, -height * 0.465, width * 0.93, height * 0.93)
    const framed = greyFromRgba(context.getImageData(0, 0, width, height).data, width, height)
    expect(findUpright(framed)).toMatchObject({ quarterTurns: 0 })
    expect(Math.abs(findUpright(framed).degrees - 1.5)).toBeLessThanOrEqual(0.2)
  })

  it('leaves a straight page and a blank one as they are', () => {
    expect(findUpright(pageOfText(0))).toEqual({ quarterTurns: 0, degrees: 0 })
    expect(findUpright(pageOfText(0, { ink: '#ffffff' }))).toEqual({ quarterTurns: 0, degrees: 0 })
  })
})
