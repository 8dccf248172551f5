import { Util, type PDFPageProxy, type PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api'
import type { PositionedText } from './layout'

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item

/** The page's text layer as positioned pieces, in viewport space (y down), rotation applied. */
export const textLayerItems = async (
  page: PDFPageProxy,
  viewport: PageViewport,
): Promise<PositionedText[]> => {
  const content = await page.getTextContent()
  return content.items.filter(isTextItem).flatMap((item) => {
    const [a = 0, b = 0, c = 0, d = 0, x = 0, baseline = 0] = Util.transform(
      viewport.transform,
      item.transform,
    ) as number[]
    const height = Math.hypot(c, d)
    // Sideways text (a margin note, an 'INITIALS' stamp) would cut across rows; it never holds a lease term.
    if (height === 0 || Math.abs(b) > Math.abs(a)) return []
    return [
      { text: item.str, x, top: baseline - height, width: item.width * viewport.scale, height },
    ]
  })
}

type WidgetLike = {
  subtype?: string
  fieldType?: string
  fieldValue?: unknown
  exportValue?: string
  buttonValue?: string
  checkBox?: boolean
  radioButton?: boolean
  rect?: number[]
}

/** What a filled form field shows, or null when it is empty. */
const widgetText = (widget: WidgetLike): string | null => {
  const value = widget.fieldValue
  if (widget.checkBox)
    return value !== undefined && value !== 'Off' && value === widget.exportValue ? '[x]' : '[ ]'
  if (widget.radioButton) return value !== undefined && value === widget.buttonValue ? '[x]' : '[ ]'
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(', ') || null
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/**
 * Values of AcroForm fields, placed where the field sits on the page so the layout reads them right after
 * their printed labels. pdf.js leaves them out of the text layer (they are annotations).
 */
export const formFieldItems = async (
  page: PDFPageProxy,
  viewport: PageViewport,
): Promise<PositionedText[]> => {
  const annotations = (await page.getAnnotations({ intent: 'display' })) as WidgetLike[]
  return annotations.flatMap((widget) => {
    if (widget.subtype !== 'Widget' || !widget.rect) return []
    const text = widgetText(widget)
    if (text === null) return []
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = viewport.convertToViewportRectangle(
      widget.rect,
    ) as number[]
    const left = Math.min(x1, x2)
    const top = Math.min(y1, y2)
    const boxHeight = Math.abs(y2 - y1)
    // A multi-line box is tall; its text starts at the top with an ordinary line height.
    const height = Math.min(boxHeight, 12)
    return text.split(/\r\n|\r|\n/).map((part, index) => ({
      text: part,
      x: left + 2,
      top: (boxHeight > 24 ? top : top + (boxHeight - height) / 2) + index * height * 1.2,
      // The box is often far wider than its text; an estimate keeps the gap to the next label honest.
      width: Math.min(Math.abs(x2 - x1), part.length * height * 0.5),
      height,
    }))
  })
}
