/**
 * Prints the template table kept in TEMPLATES.md (not in README.md, so that the batch can be measured before its
 * templates are read): `npx tsx tests/lease-corpus/nineteenth-writer/list.ts`
 */
import { templates } from './generate'

console.log('| id | what it exercises | documents |')
console.log('| --- | --- | --- |')
for (const t of await templates())
  console.log(
    `| \`${t.id}\` | ${t.exercises} | ${t.docs.map((d) => `\`${d.name}\`` + (d.scan ? ' (scan)' : '')).join(', ')} |`,
  )
