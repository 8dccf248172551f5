import {
  dt,
  moneyWords,
  person,
  rect,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  landlord: Person
  landlordAddr: string
  zelle: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  rent: number
  deposit: number
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 40, size: 8.7 })
  const { w, f, L, W, p } = k
  k.centre('MONTH-TO-MONTH RENTAL AGREEMENT (OREGON)', 12, f.sansBold)
  k.centre('One page. Read both columns of the box, then the terms.', 7.6, f.sans)
  k.gap(4)
  const top = w.y
  const rows: [string, string][] = [
    ['Landlord', v.landlord.full],
    ['Landlord\u2019s address for notices', v.landlordAddr],
    ['Tenant(s)', v.tenants.map((t) => t.full).join(' & ')],
    ['Tenant phone / e-mail', `${v.phone} / ${v.email}`],
    ['Rental unit', v.premises],
    ['Tenancy begins', dt(v.start).long],
  ]
  const rh = 15
  rect(w.page, L, top - rows.length * rh - 4, W, rows.length * rh + 4)
  rows.forEach(([a, b], i) => {
    const y = top - 12 - i * rh
    w.page.drawText(a, { x: L + 5, y, size: 8, font: f.sansBold })
    w.page.drawText(b, { x: L + 170, y, size: 8.7, font: f.mono })
  })
  w.y = top - rows.length * rh - 18
  p(
    `A. Kind of tenancy. This is a month-to-month tenancy. It continues from month to month until either party ends it with written notice as Oregon law allows.`,
  )
  p(
    `B. Rent. Rent is ${moneyWords(v.rent)} a month, due on the first day of each month. (That is about ${usd(Math.round((v.rent * 12) / 52))} a week; the weekly figure is for information only.)`,
  )
  p(
    `C. How to pay. Pay the Landlord by Zelle to ${v.zelle}, or by check mailed to the notice address in the box. No cash, please.`,
  )
  p(
    `D. Late rent. If rent is not paid by the end of the fourth day of the rental period, a late charge of ${usd(v.late)} is due on the fifth day.`,
  )
  p(`E. Dishonored check. ${usd(v.nsf)} for each check or electronic payment that does not clear.`)
  p(
    `F. Deposit. Tenant has paid a security deposit of ${usd(v.deposit)}. Landlord will account for and return the deposit, less any amounts properly withheld, within 31 days after the tenancy ends and Tenant gives up possession.`,
  )
  p(
    'G. Occupants and guests. Only the Tenant(s) named above live in the unit. A guest may stay up to 10 days in a six-month period.',
  )
  p('H. Utilities. Tenant pays electricity and internet; Landlord pays water, sewer and garbage.')
  p('I. Smoking and pets. No smoking inside. No pets without a signed pet agreement.')
  p(
    'J. Entry. Landlord gives at least 24 hours\u2019 notice before entering, except in an emergency.',
  )
  k.gap(2)
  p(`Signed ${dt(v.signed).long}.`)
  signLine(k, `Landlord: ${v.landlord.full}`, L, 220, 8)
  for (const t of v.tenants) signLine(k, `Tenant: ${t.full}`, L, 220, 8)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'month-to-month',
      startDate: v.start,
      endDate: null,
      terminationDateText: null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      housingProvider: v.landlord.full,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Zelle', 'Check'],
      zelleNumber: v.zelle,
      gracePeriodDays: 4,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on the first day of each month',
      paymentRecipient: v.landlord.full,
      paymentAddress: v.landlordAddr,
      nsfPolicy: `${usd(v.nsf)} for each check or electronic payment that does not clear.`,
      depositReturnDays: 31,
      depositReturnCondition:
        'less any amounts properly withheld, within 31 days after the tenancy ends and Tenant gives up possession',
      _notes: [
        'One-page month-to-month agreement with the parties and unit in a boxed grid (typed values in a monospaced fill font). No end date.',
        'Rent in words with figures; the weekly equivalent is a distractor.',
        'Oregon late-charge rule: late after the end of the fourth day, charge due on the fifth: gracePeriodDays 4.',
        'Checks are mailed to the notice address, so that is also the payment address; the Zelle target is in zelleNumber.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oregon_one_page_mtm',
  title: 'One-page Oregon month-to-month rental agreement with a boxed key-facts grid',
  exercises:
    'one page, month-to-month with no end date, key facts in a boxed grid in a fill font, rent in words with figures and a weekly equivalent, Zelle to a phone or e-mail plus mailed checks, "no cash", fourth-day late rule, 31-day deposit return',
  docs: [
    {
      name: 'tw4_or_month_to_month_portland',
      build: () =>
        build({
          landlord: person('Ottilie', 'Branford'),
          landlordAddr: '3727 SE Belmont Street, Portland, OR 97214',
          zelle: 'ottilie.branford@example.com',
          tenants: [person('Kenji', 'Wakabayashi'), person('Saoirse', 'Delacroix')],
          phone: '(503) 555-0124',
          email: 'kenji.w@example.net',
          premises: '4512 NE Going Street, Unit B, Portland, OR 97218',
          start: '2027-03-01',
          rent: 1385,
          deposit: 1500,
          late: 50,
          nsf: 35,
          signed: '2027-02-21',
          notes: ['Zelle to an e-mail address.'],
        }),
    },
    {
      name: 'tw4_or_month_to_month_bend_scan',
      scan: {
        dpi: 160,
        rotate: 1.1,
        photo: true,
        lighting: 0.3,
        contrast: 0.92,
        noise: 8,
        seed: 9911,
        quality: 55,
      },
      build: () =>
        build({
          landlord: person('Percival', 'Oyelowo'),
          landlordAddr: '61180 Ridge Crest Drive, Bend, OR 97702',
          zelle: '(541) 555-0115',
          tenants: [person('Liesl', 'Marchetti')],
          phone: '(541) 555-0153',
          email: 'liesl.marchetti@example.org',
          premises: '1044 NW Portland Avenue, Bend, OR 97703',
          start: '2027-10-01',
          rent: 1640,
          deposit: 1640,
          late: 60,
          nsf: 30,
          signed: '2027-09-25',
          notes: ['Zelle to the landlord\u2019s phone; one tenant.'],
        }),
    },
  ],
}
