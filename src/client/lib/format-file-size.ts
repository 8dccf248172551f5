const KB = 1024
const MB = 1024 * KB

/**
 * A file's size for people: '2 KB' below a megabyte (never '0 KB'), '3.4 MB' from one up. With
 * `inMegabytes` it is always megabytes to two decimals ('0.29 MB'), for a screen whose limit is
 * stated in MB, so the two figures compare at a glance.
 */
export const formatFileSize = (bytes: number, { inMegabytes = false } = {}) => {
  if (inMegabytes) return `${(bytes / MB).toFixed(2)} MB`
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`
}
