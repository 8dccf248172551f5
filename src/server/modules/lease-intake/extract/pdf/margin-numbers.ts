import { makeLine, type Line } from '../document'

/** Numbered lines in a row on one page before their numbers count as the paper's, not the lease's. */
const MIN_RUN = 8

const BARE_NUMBER = /^\d{1,3}$/

type Numbered = { index: number; value: number; right: number; height: number }

/** The number a line's first cell holds, when that cell holds only a number. */
const marginNumber = (line: Line, index: number): Numbered | null => {
  const first = line.cells[0]
  if (!first || !BARE_NUMBER.test(first.text.trim())) return null
  return { index, value: Number(first.text.trim()), right: first.x1, height: line.height }
}

/**
 * Runs of numbers that count up by one from line to line, their right edges in line (numbers are
 * set flush right in a margin column, so '9' and '10' end at the same place).
 */
const runsOf = (numbered: Numbered[]): Numbered[][] => {
  const runs: Numbered[][] = []
  for (const entry of numbered) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    const continues =
      last !== undefined &&
      entry.value === last.value + 1 &&
      Math.abs(entry.right - last.right) <= Math.max(entry.height, last.height) / 2
    if (run && continues) run.push(entry)
    else runs.push([entry])
  }
  return runs
}

/**
 * Line numbers printed down the margin of pleading paper, and a spreadsheet printout's row
 * numbers: a first cell holding only a number, one more than the numbered line before it, flush
 * with it. They number the paper, not the lease, yet a caption or a sentence that starts its line
 * would start with them ('25 Management Group, Inc.'): a run of at least MIN_RUN of them on a page
 * is dropped, and a line left empty goes with it. A table's own counts ('1 | Rent | $900') are
 * rarely that long, and losing one loses no value a lease states.
 */
export const dropMarginNumbers = (lines: Line[]): Line[] => {
  const numberedByPage = new Map<number, Numbered[]>()
  lines.forEach((line, index) => {
    const entry = marginNumber(line, index)
    if (!entry) return
    const page = numberedByPage.get(line.page)
    if (page) page.push(entry)
    else numberedByPage.set(line.page, [entry])
  })
  const dropped = new Set<number>()
  for (const numbered of numberedByPage.values())
    for (const run of runsOf(numbered))
      if (run.length >= MIN_RUN) run.forEach(({ index }) => dropped.add(index))
  if (dropped.size === 0) return lines
  return lines.flatMap((line, index) => {
    if (!dropped.has(index)) return [line]
    const cells = line.cells.slice(1)
    return cells.length > 0 ? [makeLine({ ...line, cells })] : []
  })
}
