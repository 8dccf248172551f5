import type { Kit } from '../third-writer/kit'

/** Small pieces shared by this batch's templates: signature rules and name lists. */

/** A signature rule with a caption under it, at the cursor (or at x), moving the cursor down. */
export const signLine = (k: Kit, caption: string, x = k.L, width = 230, size = 8.4) => {
  if (k.w.y < 90) {
    k.w.newPage()
    k.w.y = k.w.height - k.L
  }
  k.w.page.drawLine({
    start: { x, y: k.w.y - 6 },
    end: { x: x + width, y: k.w.y - 6 },
    thickness: 0.5,
  })
  k.w.y -= 17
  k.line(caption, size, k.f.sans, x)
  k.w.y -= 6
}

/** "A", "A and B", "A, B and C" */
export const andList = (names: string[], and = 'and'): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '')
