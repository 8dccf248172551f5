/** How a phrasing bank's checks look for an expected value in its text, shared by every writer's bank. */
import { numberWords } from '../former-heldout/lib'

export const oneSpace = (s: string) => s.replace(/[\t\n ]+/g, ' ').trim()
export const noBreaks = (s: string) =>
  s
    .replace(/\n/g, '')
    .replace(/[\t ]+/g, ' ')
    .trim()

const ORD: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
}
export function words(n: number): string[] {
  if (!Number.isInteger(n) || n < 0 || n > 99) return []
  const card = numberWords(n)
  const last = card.split('-').pop() ?? card
  const ordLast = ORD[last] ?? (last.endsWith('y') ? last.slice(0, -1) + 'ieth' : last + 'th')
  const ord = card.slice(0, card.length - last.length) + ordLast
  return [card, ord]
}

export function numberFound(n: number, text: string): boolean {
  const t = text.toLowerCase()
  const group = (f: string) => {
    const [whole = f, frac] = f.split('.')
    return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (frac !== undefined ? '.' + frac : '')
  }
  const figures = new Set<string>()
  for (const f of [String(n), n.toFixed(2)]) figures.add(f).add(group(f))
  for (const f of figures) {
    const re = new RegExp(
      `(^|[^\\d.,])${f.replace(/[.,]/g, (c) => '\\' + c)}(?![\\d]|[.,]\\d[1-9])`,
    )
    if (re.test(t)) return true
  }
  return words(n).some((w) => new RegExp(`\\b${w}\\b`).test(t))
}
