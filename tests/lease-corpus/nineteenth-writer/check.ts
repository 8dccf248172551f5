/**
 * Checks this batch's truth against the text of each document (`../former-heldout/check-batch.ts`), with the
 * tw19_ prefix: `npx tsx tests/lease-corpus/nineteenth-writer/check.ts`
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkBatch } from '../former-heldout/check-batch'
import { templates } from './generate'

await checkBatch(path.dirname(fileURLToPath(import.meta.url)), 'tw19_', await templates())
