/**
 * Generates the nineteenth writer's batch: `npx tsx tests/lease-corpus/nineteenth-writer/generate.ts [template-id ...]`.
 * Writes <name>.pdf and <name>.truth.json next to this file for every document of every template
 * (`../former-heldout/batch.ts`).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadTemplates, writeBatch } from '../former-heldout/batch'

const here = path.dirname(fileURLToPath(import.meta.url))

export const templates = () => loadTemplates(here)

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await writeBatch(here, await templates(), process.argv.slice(2), '2026-11-30T00:00:00Z')
