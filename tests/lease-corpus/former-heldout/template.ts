import type { Built } from './lib'
import type { ScanOptions } from './scan'

export type Doc = { name: string; build: () => Promise<Built>; scan?: ScanOptions }
export type Template = { id: string; title: string; exercises: string; docs: Doc[] }
