import { rgb } from 'pdf-lib'
import { clause, dt, moneyWords, person, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList } from '../parts'

type V = {
  owners: string
  ownersSign: string[]
  ownersAddr: string
  ownersPhone: string
  payee: string
  zelle: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  street: string
  unitWritten: string
  unit: string
  city: string
  start: string
  end: string | null
  rent: number
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 40, size: 8.2 })
  const { f } = k
  const top = k.w.y
  k.w.page.drawRectangle({
    x: k.L,
    y: top - 8,
    width: k.W,
    height: 26,
    color: rgb(0.93, 0.9, 0.84),
  })
  k.w.page.drawText('RENTAL AGREEMENT', { x: k.L + 8, y: top, size: 14, font: f.sansBold })
  const sub = 'Wisconsin \u2022 owner-managed \u2022 one page'
  k.w.page.drawText(sub, {
    x: k.L + k.W - 8 - f.sans.widthOfTextAtSize(sub, 8),
    y: top + 2,
    size: 8,
    font: f.sans,
  })
  k.w.y = top - 24
  const c = (n: number, head: string, body: string) =>
    clause(k.w, f, `${n}. ${head}`, [body], {
      size: 8.2,
      x: k.L,
      width: k.W,
      leading: 1.3,
      after: 2.5,
      bottom: 40,
      headFont: f.sansBold,
      font: f.sans,
    })
  const tenants = andList(v.tenants.map((t) => t.p.full))
  c(
    1,
    'Who.',
    `${v.owners}, of ${v.ownersAddr} (together, "Owners"), rent to ${tenants} ("Tenant"). If more than one person signs as Tenant, each of them owes the full rent.` +
      (v.occupants.length
        ? ` ${andList(v.occupants.map((o) => o.full))} may also live in the unit but ${v.occupants.length > 1 ? 'are not Tenants' : 'is not a Tenant'}.`
        : ' No one else may live in the unit.'),
  )
  c(
    2,
    'What.',
    `The ${v.unitWritten} at ${v.street}, ${v.city}, with one off-street parking space and shared use of the basement laundry.`,
  )
  c(
    3,
    'How long.',
    v.end
      ? `From ${dt(v.start).us} through ${dt(v.end).us}. This agreement does not renew itself; if Tenant stays on with Owners\u2019 consent after the last day, the tenancy runs month to month.`
      : `Month to month, starting ${dt(v.start).us}. Either side may end it by written notice given at least 28 days before the end of a rental period.`,
  )
  c(
    4,
    'Rent.',
    `${moneyWords(v.rent, 'title')} each month. Rent is due on or before the first day of each month. Rent paid after the 3rd day of the month is late, and a late fee of $25.00 is owed. Each check returned by the bank costs Tenant $30.00.`,
  )
  c(
    5,
    'Paying.',
    `By personal check or money order made out to ${v.payee} and mailed or dropped off at ${v.ownersAddr}, or by Zelle to ${v.zelle}. Owners do not take cash.`,
  )
  c(
    6,
    'Deposit.',
    `Tenant has paid a security deposit of ${moneyWords(v.deposit, 'title')}. Owners will return the deposit within 21 days after Tenant surrenders the premises, less deductions itemized in writing. Tenant may return the check-in sheet within 7 days after the tenancy starts and may ask for a list of the physical damages charged to the previous tenant\u2019s deposit.`,
  )
  c(
    7,
    'Utilities.',
    'Owners pay water, sewer and trash. Tenant puts electricity and gas in Tenant\u2019s name from the first day.',
  )
  c(
    8,
    'Care of the place.',
    'Keep it clean and heated to at least 55\u00b0F in winter so pipes do not freeze. Report leaks and repairs promptly. No smoking indoors. No pets unless Owners agree in writing. Do not change or add locks.',
  )
  c(
    9,
    'Entry.',
    'Owners may enter with at least 12 hours\u2019 advance notice for repairs, showings or inspection, and without notice in an emergency or at Tenant\u2019s request.',
  )
  c(
    10,
    'Domestic abuse protections.',
    'A tenant who is a victim of domestic abuse, sexual assault or stalking may have special rights under Wisconsin law, including the right to end a lease early or to have locks changed. Ask Owners for the full notice.',
  )
  c(
    11,
    'Whole agreement.',
    'This page is the whole agreement. Changes must be in writing and signed by Owners and Tenant.',
  )
  k.gap(6)
  k.w.page.drawText(`Dated ${dt(v.signed).us}`, { x: k.L, y: k.w.y, size: 8.2, font: f.sans })
  k.gap(10)
  // signature area: owners left, tenants right with their contacts
  const half = k.W / 2 - 10
  const sigTop = k.w.y
  let ly = sigTop
  for (const o of v.ownersSign) {
    k.w.page.drawLine({
      start: { x: k.L, y: ly - 14 },
      end: { x: k.L + half, y: ly - 14 },
      thickness: 0.5,
    })
    k.w.page.drawText(`Owner: ${o}`, { x: k.L, y: ly - 24, size: 7.8, font: f.sans })
    ly -= 36
  }
  k.w.page.drawText(`Owners\u2019 phone: ${v.ownersPhone}`, {
    x: k.L,
    y: ly - 6,
    size: 7.8,
    font: f.sans,
  })
  let ry = sigTop
  const rx = k.L + half + 20
  for (const t of v.tenants) {
    k.w.page.drawLine({
      start: { x: rx, y: ry - 14 },
      end: { x: rx + half, y: ry - 14 },
      thickness: 0.5,
    })
    k.w.page.drawText(`Tenant: ${t.p.full}`, { x: rx, y: ry - 24, size: 7.8, font: f.sans })
    k.w.page.drawText(`Phone ${t.phone}  \u00b7  E-mail ${t.email}`, {
      x: rx,
      y: ry - 33,
      size: 7.4,
      font: f.sans,
    })
    ry -= 44
  }
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.owners,
      mailingAddress: v.ownersAddr,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Zelle'],
      zelleNumber: v.zelle,
      gracePeriodDays: 3,
      nsfFeeFirst: 30,
      rentDueDescription: 'on or before the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.ownersAddr,
      nsfPolicy: 'Each check returned by the bank costs Tenant $30.00.',
      depositReturnDays: 21,
      depositReturnCondition:
        'within 21 days after Tenant surrenders the premises, less deductions itemized in writing',
      _notes: [
        'One-page agreement from a married couple who manage the unit themselves (no managementCompany); numbered clauses with bold run-in heads ("Who.", "What.", \u2026), MM/DD/YYYY dates, amounts in title-case words with figures.',
        'housingProvider is the couple as the first clause writes them; their home address there is the notice address (mailingAddress) and, in clause 5, where checks are mailed or dropped off (paymentAddress). The payee is as clause 5 writes it.',
        'Tenants\u2019 phones and e-mails appear only beside their signature lines (the first tenant\u2019s are tenantPhone and tenantEmail). The owners\u2019 phone under their signatures is not the tenant\u2019s.',
        'Late "after the 3rd day of the month": gracePeriodDays 3; flat $25, lateFeePercentage null. nsfPolicy is the returned-check sentence of clause 4. No guest limit, office hours, bank account or move-in total is stated (null).',
        'The unit is written before the street ("The upper flat at \u2026"); the truth gives it after the street with the lease\u2019s word.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wisconsin_one_page_couple',
  title: 'Wisconsin one-page rental agreement from an owner couple',
  exercises:
    'single dense page with a tinted title band, numbered clauses with bold run-in heads, owner couple with their home address and no manager, occupant who is not a tenant or none, unit written before the street, month to month with 28-day notice or a fixed term "through" a date, MM/DD/YYYY dates, rent and deposit in title-case words with figures, due "on or before the first", late after the 3rd flat, returned-check sentence, check or money order payable to one owner at home or Zelle to a phone or e-mail, no cash, 21-day deposit return, check-in sheet and domestic-abuse notices, no guest limit, tenants\u2019 phones and e-mails only beside their signatures',
  docs: [
    {
      name: 'tw7_wi_owner_agreement_la_crosse',
      build: () =>
        build({
          owners: 'Gerald and Ruth Ann Vanderhoof',
          ownersSign: ['Gerald Vanderhoof', 'Ruth Ann Vanderhoof'],
          ownersAddr: '1820 Cass Street, La Crosse, WI 54601',
          ownersPhone: '(608) 555-0131',
          payee: 'Ruth Ann Vanderhoof',
          zelle: '(608) 555-0131',
          tenants: [
            {
              p: person('Dominika', 'Szczepanik'),
              phone: '(608) 555-0174',
              email: 'd.szczepanik@example.com',
            },
          ],
          occupants: [],
          street: '1436 Vine Street',
          unitWritten: 'upper flat (Upper)',
          unit: 'Upper',
          city: 'La Crosse, WI 54601',
          start: '2027-10-01',
          end: null,
          rent: 925,
          deposit: 925,
          signed: '2027-09-18',
          notes: [
            'Month to month: endDate and terminationDateText null. One tenant, no occupants. Zelle to the owners\u2019 phone (zelleNumber).',
          ],
        }),
    },
    {
      name: 'tw7_wi_owner_agreement_oshkosh_photo',
      build: () =>
        build({
          owners: 'Dennis and Marlys Groenke',
          ownersSign: ['Dennis Groenke', 'Marlys Groenke'],
          ownersAddr: '4410 Plummers Point Road, Oshkosh, WI 54904',
          ownersPhone: '(920) 555-0108',
          payee: 'Dennis or Marlys Groenke',
          zelle: 'groenke.rentals@example.net',
          tenants: [
            {
              p: person('Kwabena', 'Ashby-Nordstrom'),
              phone: '(920) 555-0156',
              email: 'kwabena.an@example.org',
            },
            {
              p: person('Felicity', 'Marchetti'),
              phone: '(920) 555-0193',
              email: 'fmarchetti@example.com',
            },
          ],
          occupants: [person('Rosalind', 'Marchetti')],
          street: '735 Algoma Boulevard',
          unitWritten: 'rear apartment (Rear)',
          unit: 'Rear',
          city: 'Oshkosh, WI 54901',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 1040,
          deposit: 1560,
          signed: '2027-05-09',
          notes: [
            'Fixed term "From 06/01/2027 through 05/31/2028" (terminationDateText the end date as written). Two tenants and an occupant named without an age. Payee "Dennis or Marlys Groenke" as written; Zelle to the owners\u2019 e-mail (zelleNumber).',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -1.6,
        lighting: 0.4,
        photo: true,
        noise: 5,
        quality: 52,
        seed: 7202,
      },
    },
  ],
}
