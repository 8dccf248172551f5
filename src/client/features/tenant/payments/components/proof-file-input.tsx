import { FileText, ImageIcon, Upload, X } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { formatFileSize } from '@/lib/format-file-size'

const MAX_BYTES = 10 * 1024 * 1024

/** A first check only (the server reads the bytes): it spares a failed upload on a slow phone. */
const problemWith = (file: File): string | null => {
  if (!file.type.startsWith('image/') && file.type !== 'application/pdf')
    return `"${file.name}" is not an image or a PDF.`
  if (file.size > MAX_BYTES) return `"${file.name}" is larger than 10MB.`
  return null
}

type Props = { file: File | null; onChange: (file: File | null) => void; disabled?: boolean }

/** An optional proof of payment, an image or a PDF. */
export const ProofFileInput = ({ file, onChange, disabled }: Props) => {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const pick = (picked: File | undefined) => {
    if (!picked) return
    const found = problemWith(picked)
    setProblem(found)
    if (!found) onChange(picked)
  }
  const Icon = file?.type === 'application/pdf' ? FileText : ImageIcon
  return (
    <div className="grid gap-2">
      <span className="text-sm leading-none font-medium text-foreground">
        Proof of payment <span className="font-normal text-muted-foreground">(optional)</span>
      </span>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/40 px-3 py-2.5">
          <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <div className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium text-foreground">{file.name}</span>
            <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
          </div>
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="cursor-pointer rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-input px-3 py-3 text-sm text-muted-foreground transition-colors hover:border-ring hover:bg-accent/50',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <Upload className="size-5 shrink-0" aria-hidden />
          <span>
            <span className="font-medium text-foreground">Attach a screenshot or scan</span>
            <span className="block text-xs">JPG, PNG or PDF up to 10MB</span>
          </span>
          <input
            id={id}
            type="file"
            name="proofFile"
            aria-label="Proof of payment"
            accept="image/*,application/pdf"
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              pick(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
      )}
      {problem ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
