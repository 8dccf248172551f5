import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import type { MaintenanceFile } from '../../../../../shared/schemas/maintenance'

/** A photo that fails to load gives way to a placeholder instead of a broken image. */
const Photo = ({ file, index }: { file: MaintenanceFile; index: number }) => {
  const [hasFailed, setHasFailed] = useState(false)
  const label = `Photo ${index + 1}`
  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label={`${label} could not be loaded`}
        className="flex size-full flex-col items-center justify-center gap-1.5 bg-muted text-muted-foreground"
      >
        <ImageOff className="size-6" aria-hidden />
        <span className="text-xs">Photo unavailable</span>
      </div>
    )
  }
  return (
    <a
      href={file.filePath}
      target="_blank"
      rel="noreferrer"
      className="block size-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <img
        src={file.filePath}
        alt={label}
        loading="lazy"
        onError={() => setHasFailed(true)}
        className="size-full object-cover transition-transform duration-200 hover:scale-[1.03]"
      />
    </a>
  )
}

export const PhotoGrid = ({ files }: { files: MaintenanceFile[] }) => (
  <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
    {files.map((file, index) => (
      <li
        key={file.id}
        className="aspect-[4/3] overflow-hidden rounded-lg border border-border bg-muted"
      >
        <Photo file={file} index={index} />
      </li>
    ))}
  </ul>
)
