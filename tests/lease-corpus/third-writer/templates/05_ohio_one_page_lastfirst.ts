import { rgb } from 'pdf-lib'
import {
  dt,
  lastFirst,
  moneyWords,
  person,
  rect,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  lessor: Person
  lessorAddr: string
  lessees: Person[]
  phone: string | null
  email: string | null
  premises: string
  priorAddr: string
  start: string
  end: string
  rent: number
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.8 })
  const { w, f, L, W, p } = k
  const s = 8.8
  k.centre('SHORT FORM RESIDENTIAL LEASE \u2014 STATE OF OHIO', 12, f.sansBold)
  k.gap(2)
  // two boxes side by side: lessor / lessees
  const top = w.y
  const h = 86
  rect(w.page, L, top - h, W / 2 - 4, h)
  rect(w.page, L + W / 2 + 4, top - h, W / 2 - 4, h)
  const box = (x: number, head: string, lines: string[]) => {
    w.page.drawText(head, {
      x: x + 5,
      y: top - 12,
      size: 7.5,
      font: f.sansBold,
      color: rgb(0.3, 0.3, 0.3),
    })
    lines.forEach((t, i) =>
      w.page.drawText(t, { x: x + 5, y: top - 26 - i * 12, size: s, font: f.sans }),
    )
  }
  box(L, 'LESSOR (LAST, First)', [lastFirst(v.lessor), ...v.lessorAddr.split(/, (?=[^,]+, OH)/)])
  box(L + W / 2 + 4, 'LESSEE(S) (LAST, First)', [
    ...v.lessees.map((t) => lastFirst(t)),
    `Address before this lease: ${v.priorAddr}`,
  ])
  w.y = top - h - 14
  p(`1. PROPERTY. Lessor leases to Lessee(s) the residence at ${v.premises}.`)
  p(
    `2. TERM. ${dt(v.start).us} to ${dt(v.end).us}. After that the tenancy is month to month unless a new lease is signed.`,
  )
  p(
    `3. RENT. ${moneyWords(v.rent)} per month, due by the first day of each month, mailed or delivered to Lessor at the Lessor address above. Personal checks and money orders are accepted; cash is not.`,
  )
  p(
    `4. LATE FEE. A late fee of ${usd(v.late)} is due with any rent paid after the fifth day of the month. A check returned unpaid costs ${usd(v.nsf)}.`,
  )
  p(
    `5. SECURITY DEPOSIT. ${moneyWords(v.deposit)}. Under Ohio Revised Code 5321.16 Lessor will return it, with an itemized list of any deductions, within thirty (30) days after the lease ends and possession is delivered, to the forwarding address Lessee gives in writing.`,
  )
  p(
    '6. USE. The residence is for the Lessee(s) only, as a private home. No business, no subletting, no pets without written permission.',
  )
  p('7. UTILITIES. Lessee pays gas and electric; Lessor pays water and sewer.')
  p(
    '8. REPAIRS AND ENTRY. Lessor will keep the residence fit and habitable. Lessor may enter on 24 hours\u2019 notice.',
  )
  p('9. NOTICE. Notices to Lessor go to the Lessor address in the box above.')
  k.gap(6)
  const y0 = w.y
  w.page.drawLine({ start: { x: L, y: y0 }, end: { x: L + 230, y: y0 }, thickness: 0.5 })
  w.page.drawText(`Lessor ${v.lessor.full}    ${dt(v.signed).us}`, {
    x: L,
    y: y0 - 10,
    size: 8,
    font: f.sans,
  })
  v.lessees.forEach((t, i) => {
    const y = y0 - i * 34
    w.page.drawLine({ start: { x: L + W - 240, y }, end: { x: L + W, y }, thickness: 0.5 })
    w.page.drawText(`Lessee ${t.full}`, { x: L + W - 240, y: y - 10, size: 8, font: f.sans })
    if (i === 0 && (v.phone || v.email))
      w.page.drawText([v.phone && `ph ${v.phone}`, v.email].filter(Boolean).join('   '), {
        x: L + W - 240,
        y: y - 20,
        size: 8,
        font: f.sans,
      })
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.lessees,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.lessor.full,
      mailingAddress: v.lessorAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      nsfPolicy: `A check returned unpaid costs ${usd(v.nsf)}.`,
      rentDueDescription: 'due by the first day of each month',
      paymentRecipient: v.lessor.full,
      paymentAddress: v.lessorAddr,
      depositReturnDays: 30,
      depositReturnCondition:
        'with an itemized list of any deductions, within thirty (30) days after the lease ends and possession is delivered, to the forwarding address Lessee gives in writing',
      _notes: [
        'One-page Ohio short form: parties in two boxes in "LAST, First" form (truth in natural order). The lessor\u2019s address is split over two lines in the box.',
        'The lessees\u2019 previous address in their box is a distractor, not the premises or a mailing address.',
        'Late fee is flat and due after the fifth day: gracePeriodDays 5. Holdover becomes month to month, but the lease is fixed-term.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ohio_one_page_lastfirst',
  title: 'One-page Ohio short-form lease with the parties in LAST, First boxes',
  exercises:
    'one page, lessor/lessee boxes with names in LAST, First form, prior address distractor, address split over lines, contacts under the signature',
  docs: [
    {
      name: 'tw3_oh_short_lease_cleveland',
      build: () =>
        build({
          lessor: person('Bartholomew', 'Szymanski'),
          lessorAddr: '3410 Fulton Road, Cleveland, OH 44109',
          lessees: [person('Naomi', 'Eberhardt'), person('Lucien', 'Pryce')],
          phone: '(216) 555-0158',
          email: 'naomi.eberhardt@example.com',
          premises: '2178 W 41st Street, Down, Cleveland, OH 44113',
          priorAddr: '90 Lake Avenue, Elyria OH',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 1050,
          deposit: 1050,
          late: 50,
          nsf: 30,
          signed: '2026-12-14',
          notes: [
            'Two lessees; the downstairs unit of a two-family house ("Down" in the address).',
          ],
        }),
    },
    {
      name: 'tw3_oh_short_lease_cincinnati_photo',
      scan: {
        dpi: 165,
        rotate: 2.2,
        photo: true,
        lighting: 0.35,
        contrast: 0.9,
        noise: 10,
        seed: 5150,
        quality: 55,
      },
      build: () =>
        build({
          lessor: person('Mariela', 'Quintanilla-Roth'),
          lessorAddr: '5512 Glenway Avenue, Cincinnati, OH 45238',
          lessees: [person('Cassius', 'Obuya')],
          phone: '(513) 555-0146',
          email: null,
          premises: '718 Delhi Avenue, Apt 2, Cincinnati, OH 45204',
          priorAddr: '15 Main Street, Hamilton OH',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 895,
          deposit: 895,
          late: 45,
          nsf: 25,
          signed: '2027-04-20',
          notes: ['One lessee, phone only.'],
        }),
    },
  ],
}
