/** Prints the template table for README.md: `npx tsx tests/lease-corpus/former-heldout/list.ts`. */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Template } from './template'

const here = path.dirname(fileURLToPath(import.meta.url))
for (const file of readdirSync(path.join(here, 'templates'))
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const t = (await import(`./templates/${file}`)).template as Template
  console.log(
    `| \`${t.id}\` | ${t.exercises} | ${t.docs.map((d) => `\`${d.name}\`${d.scan ? ' (scan)' : ''}`).join(', ')} |`,
  )
}
