import { describe, expect, it } from 'vitest'
import { removeSpecks } from './despeckle'
import type { GreyImage } from './scan-image'

const blank = (width: number, height: number): GreyImage => ({
  pixels: new Uint8ClampedArray(width * height).fill(255),
  width,
  height,
})

const paint = (image: GreyImage, x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) image.pixels[y * image.width + x] = 20
}

const at = (image: GreyImage, x: number, y: number) => image.pixels[y * image.width + x]

describe('removeSpecks', () => {
  it('whitens a lone speck in the paper', () => {
    const page = blank(100, 100)
    paint(page, 50, 50, 51, 51)
    expect(at(removeSpecks(page, 200), 50, 50)).toBe(255)
  })

  it('keeps a period beside its letter and the dots of a colon after a word', () => {
    const page = blank(100, 100)
    paint(page, 20, 20, 27, 40) // a letter's stem
    paint(page, 30, 38, 32, 40) // the period after it
    paint(page, 60, 22, 64, 29) // an 'r'
    paint(page, 70, 20, 72, 22) // a colon's upper dot
    paint(page, 70, 27, 72, 29) // and its lower dot
    const clean = removeSpecks(page, 200)
    expect(at(clean, 31, 39)).toBe(20)
    expect(at(clean, 71, 21)).toBe(20)
    expect(at(clean, 71, 28)).toBe(20)
  })

  it('keeps an apostrophe above the tops of the letters beside it', () => {
    const page = blank(100, 100)
    paint(page, 20, 30, 27, 45) // an 'r'
    paint(page, 30, 22, 31, 25) // the apostrophe, higher than the letters
    paint(page, 35, 30, 42, 45) // an 's'
    expect(at(removeSpecks(page, 200), 30, 23)).toBe(20)
  })

  it('whitens a speck in the leading between two lines', () => {
    const page = blank(100, 100)
    paint(page, 10, 10, 90, 25) // a line of text
    paint(page, 10, 45, 90, 60) // the next line
    paint(page, 50, 35, 51, 36) // a speck midway
    expect(at(removeSpecks(page, 200), 50, 35)).toBe(255)
  })

  it('whitens specks crowded together away from any letter', () => {
    const page = blank(100, 100)
    paint(page, 40, 40, 41, 41)
    paint(page, 45, 42, 46, 43)
    paint(page, 42, 47, 43, 48)
    const clean = removeSpecks(page, 200)
    expect([at(clean, 40, 40), at(clean, 45, 42), at(clean, 42, 47)]).toEqual([255, 255, 255])
  })

  it('keeps the comma after a capital T, whose stem stands back from it', () => {
    const page = blank(100, 100)
    paint(page, 20, 20, 37, 22) // the T's bar
    paint(page, 27, 20, 30, 45) // its stem
    paint(page, 39, 43, 40, 47) // the comma at the foot of the line
    expect(at(removeSpecks(page, 200), 39, 45)).toBe(20)
  })

  it('keeps the thin grey strokes of a typed letter, joined by their lighter grey', () => {
    const page = blank(100, 100)
    // An 'l' scanned thin: dark fragments, each a speck's size, joined by grey a mid-grey cut would drop.
    for (const y0 of [30, 34, 38, 42, 46]) paint(page, 50, y0, 50, y0 + 1)
    for (const y of [32, 33, 36, 37, 40, 41, 44, 45]) page.pixels[y * page.width + 50] = 150
    const clean = removeSpecks(page, 200)
    expect([at(clean, 50, 30), at(clean, 50, 38), at(clean, 50, 42)]).toEqual([20, 20, 20])
  })

  it('keeps a blob of ink bigger than a speck even when it stands alone', () => {
    const page = blank(100, 100)
    paint(page, 50, 50, 55, 55)
    expect(at(removeSpecks(page, 200), 52, 52)).toBe(20)
  })
})
