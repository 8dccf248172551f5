/** Prints the template table of the README: `npx tsx tests/lease-corpus/tenth-writer/list.ts` */
import { templates } from './generate'

for (const t of await templates())
  console.log(
    `| \`${t.id}\` | ${t.exercises} | ${t.docs.map((d) => `\`${d.name}\`` + (d.scan ? ' (scan)' : '')).join(', ')} |`,
  )
