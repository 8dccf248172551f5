import { ImagePlus, X } from 'lucide-react'
import { useId, useState, type DragEvent } from 'react'
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../../../../shared/schemas/maintenance'
import { cn } from '@/lib/cn'

export type PickedPhoto = { key: string; file: File; previewUrl: string }

/**
 * The browser's type and size are only a first check (the server reads the bytes); they spare
 * the tenant a failed upload over a slow phone connection.
 */
const problemWith = (file: File): string | null => {
  if (!file.type.startsWith('image/')) return `"${file.name}" is not an image.`
  if (file.size > MAX_PHOTO_BYTES) return `"${file.name}" is larger than 10MB.`
  return null
}

let nextKey = 0

export const toPickedPhotos = (files: File[], current: PickedPhoto[]) => {
  const problems: string[] = []
  const accepted: PickedPhoto[] = []
  for (const file of files) {
    const problem = problemWith(file)
    if (problem) problems.push(problem)
    else if (current.length + accepted.length >= MAX_PHOTOS) {
      problems.push(`Add at most ${MAX_PHOTOS} photos.`)
      break
    } else {
      accepted.push({ key: `photo-${++nextKey}`, file, previewUrl: URL.createObjectURL(file) })
    }
  }
  return { accepted, problems }
}

export const releasePhotos = (photos: PickedPhoto[]) =>
  photos.forEach((photo) => URL.revokeObjectURL(photo.previewUrl))

type PhotoPickerProps = {
  photos: PickedPhoto[]
  onChange: (photos: PickedPhoto[]) => void
  disabled?: boolean
}

/**
 * Several photos, images only, 'JPG, PNG up to 10MB each', with previews to remove.
 * The owner of `photos` frees their preview URLs with releasePhotos when it discards them.
 */
export const PhotoPicker = ({ photos, onChange, disabled }: PhotoPickerProps) => {
  const inputId = useId()
  const [problems, setProblems] = useState<string[]>([])
  const [isDragging, setIsDragging] = useState(false)
  const add = (files: File[]) => {
    const { accepted, problems: found } = toPickedPhotos(files, photos)
    setProblems(found)
    if (accepted.length) onChange([...photos, ...accepted])
  }

  const remove = (key: string) => {
    const photo = photos.find((p) => p.key === key)
    if (photo) URL.revokeObjectURL(photo.previewUrl)
    setProblems([])
    onChange(photos.filter((p) => p.key !== key))
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    if (!disabled) add([...event.dataTransfer.files])
  }

  const isFull = photos.length >= MAX_PHOTOS

  return (
    <div className="grid gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed border-input bg-muted/40 px-4 py-5 text-center transition-colors',
          'hover:border-primary/60 hover:bg-primary-soft/40 has-[:focus-visible]:border-ring has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/25',
          isDragging && 'border-primary bg-primary-soft/60',
          (disabled || isFull) && 'pointer-events-none opacity-60',
        )}
      >
        <ImagePlus className="size-6 text-muted-foreground" aria-hidden />
        <span className="text-sm font-medium text-foreground">
          {isFull ? `${MAX_PHOTOS} photos added` : 'Add photos'}
          <span className="font-normal text-muted-foreground">
            {isFull ? '' : ' or drop them here'}
          </span>
        </span>
        <span className="text-xs text-muted-foreground">JPG, PNG up to 10MB each</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || isFull}
          aria-label="Photos"
          className="sr-only"
          onChange={(event) => {
            add([...(event.target.files ?? [])])
            // The same file can be picked again after removing it.
            event.target.value = ''
          }}
        />
      </label>
      {problems.length ? (
        <ul role="alert" className="grid gap-0.5 text-sm font-medium text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {photos.length ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Selected photos">
          {photos.map((photo) => (
            <li
              key={photo.key}
              className="group relative aspect-square overflow-hidden rounded-lg border border-border bg-muted"
            >
              <img
                src={photo.previewUrl}
                alt={photo.file.name}
                className="size-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo.key)}
                disabled={disabled}
                aria-label={`Remove ${photo.file.name}`}
                className="absolute top-1 right-1 flex size-6 cursor-pointer items-center justify-center rounded-full bg-slate-950/70 text-white shadow transition-colors hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
