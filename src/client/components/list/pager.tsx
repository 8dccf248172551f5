import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

type PagerProps = {
  /** Names the pages for a screen reader, such as 'Tenant pages'. */
  label: string
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}

const count = (value: number) => value.toLocaleString('en-US')

/** 'Showing 1–12 of 340 tenants', for the line above a numbered list. */
export const showingText = (
  { page, pageSize, total }: Pick<PagerProps, 'page' | 'pageSize' | 'total'>,
  noun: string,
) =>
  total === 0
    ? `No ${noun}`
    : `Showing ${count(page * pageSize + 1)}–${count(Math.min(total, (page + 1) * pageSize))} of ${count(total)} ${noun}`

/** Previous and Next under a numbered list; hidden when everything fits on one page. */
export const Pager = ({ label, page, pageSize, total, onPageChange }: PagerProps) => {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  if (pageCount <= 1) return null
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={label}>
      <Button variant="outline" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {page + 1} of {count(pageCount)}
      </span>
      <Button
        variant="outline"
        onClick={() => onPageChange(Math.min(pageCount - 1, page + 1))}
        disabled={page >= pageCount - 1}
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  )
}
