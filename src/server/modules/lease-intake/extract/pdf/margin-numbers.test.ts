import { describe, expect, it } from 'vitest'
import { makeLine, type Line } from '../document'
import { dropMarginNumbers } from './margin-numbers'

/** A line of cells given as [x0, text]; a cell's right edge is its x0 plus 6 points a character. */
const line = (page: number, y: number, ...cells: [number, string][]): Line =>
  makeLine({
    page,
    y,
    height: 10,
    source: 'text',
    quality: 1,
    cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + 6 * text.length })),
  })

/** Lines numbered from `from` down a margin, numbers set flush right at x = 70. */
const numberedPage = (page: number, from: number, texts: string[]) =>
  texts.map((text, offset) => {
    const number = String(from + offset)
    const cells: [number, string][] = [[70 - 6 * number.length, number]]
    if (text) cells.push([84, text])
    return line(page, 20 + 24 * offset, ...cells)
  })

const texts = (lines: Line[]) => lines.map((each) => each.text)

describe('dropMarginNumbers', () => {
  it("drops pleading paper's line numbers, flush right across 9 and 10, and the lines left empty", () => {
    const lines = numberedPage(1, 1, [
      'RESIDENTIAL LEASE',
      '',
      '1. Parties. Made between Carroll Meadow Residences, LLC, by its agent, Pipe Creek',
      'Management Group, Inc., and Ignatius Adeyemi.',
      '2. Premises. Apartment 12, 75 Bond Street,',
      'Westminster, MD 21157.',
      '3. Term. Commences on July 1, 2027.',
      '4. Rent. $1,850.00 per month.',
      '5. Payment. To the Agent at Suite',
      '300, 140 East Main Street.',
    ])
    expect(texts(dropMarginNumbers(lines))).toEqual([
      'RESIDENTIAL LEASE',
      '1. Parties. Made between Carroll Meadow Residences, LLC, by its agent, Pipe Creek',
      'Management Group, Inc., and Ignatius Adeyemi.',
      '2. Premises. Apartment 12, 75 Bond Street,',
      'Westminster, MD 21157.',
      '3. Term. Commences on July 1, 2027.',
      '4. Rent. $1,850.00 per month.',
      '5. Payment. To the Agent at Suite',
      '300, 140 East Main Street.',
    ])
  })

  it("drops a spreadsheet printout's row numbers on every page, where they carry on from the last", () => {
    const rows = (from: number) =>
      Array.from({ length: 9 }, (_, offset) => `Caption ${from + offset}\tValue`)
    const lines = [...numberedPage(1, 1, rows(1)), ...numberedPage(2, 10, rows(10))]
    expect(texts(dropMarginNumbers(lines))).toEqual([...rows(1), ...rows(10)])
  })

  it('keeps numbers that do not count up by one, a short run, and numbers out of line', () => {
    const amounts = numberedPage(
      1,
      1,
      Array.from({ length: 9 }, () => 'Unit'),
    ).map((each, index) => (index === 4 ? line(1, each.y, [50, '12'], [84, 'Unit']) : each))
    expect(texts(dropMarginNumbers(amounts))).toContain('12\tUnit')
    const shortRun = numberedPage(
      1,
      1,
      Array.from({ length: 7 }, () => 'Fee'),
    )
    expect(texts(dropMarginNumbers(shortRun))).toEqual(texts(shortRun))
    const outOfLine = Array.from({ length: 9 }, (_, index) =>
      line(1, 20 + 24 * index, [60 + 30 * index, String(index + 1)], [400, 'Item']),
    )
    expect(texts(dropMarginNumbers(outOfLine))).toEqual(texts(outOfLine))
  })
})
