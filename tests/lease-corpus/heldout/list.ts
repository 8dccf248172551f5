/** Prints the template table for README.md: `npx tsx tests/lease-corpus/heldout/list.ts`. */
import { templates } from './generate'

for (const t of await templates())
  console.log(
    `| \`${t.id}\` | ${t.exercises} | ${t.docs.map((d) => `\`${d.name}\`${d.scan ? ' (scan)' : ''}`).join(', ')} |`,
  )
