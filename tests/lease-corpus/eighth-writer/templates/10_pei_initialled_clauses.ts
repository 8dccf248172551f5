import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, wrapText, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { pageNumbers, room, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  landlordPhone: string
  landlordEmail: string
  hours: string | null
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  payee: string
  padBank: string | null
  signed: string
  notes: string[]
}

const day = (iso: string) => dt(iso).dayMonth

/** A clause numbered in the left gutter with two initials boxes at the right margin. */
const initialled = (k: Kit, no: string, text: string) => {
  const size = 8.7
  const lh = size * 1.34
  const textX = k.L + 30
  const textW = k.W - 30 - 64
  const lines = wrapText(text, k.w.regular, size, textW)
  room(k, lines.length * lh + 10)
  k.w.page.drawText(no, { x: k.L, y: k.w.y, size, font: k.f.sansBold })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: textX, y: k.w.y - i * lh, size, font: k.w.regular }),
  )
  for (const dx of [46, 22])
    k.w.page.drawRectangle({
      x: k.L + k.W - dx,
      y: k.w.y - 6,
      width: 18,
      height: 14,
      borderWidth: 0.5,
      borderColor: rgb(0.4, 0.4, 0.4),
    })
  k.w.y -= Math.max(lines.length * lh, 18) + 5
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.8 })
  const { f, p } = k
  k.centre('PRINCE EDWARD ISLAND', 8, f.sans)
  k.centre('RENTAL AGREEMENT \u2014 RESIDENTIAL PREMISES', 13)
  const note =
    'Each party initials every clause in the boxes at the right: landlord left, tenant right.'
  k.centre(note, 7.4, f.italic)
  k.gap(6)
  p(
    `Landlord: ${v.landlord}, ${v.landlordAddr}. Telephone ${v.landlordPhone}. E-mail ${v.landlordEmail}.` +
      (v.hours ? ` Office open ${v.hours}.` : ''),
    { size: 8.8, after: 2 },
  )
  for (const [i, t] of v.tenants.entries())
    p(`Tenant ${i + 1}: ${t.p.full}. Telephone ${t.phone}. E-mail ${t.email}.`, {
      size: 8.8,
      after: 2,
    })
  k.gap(4)
  initialled(
    k,
    '1.',
    `Premises. The landlord rents to the tenant the residential premises at ${v.premises}, with a refrigerator, stove and shared coin laundry.`,
  )
  initialled(
    k,
    '2.',
    v.occupants.length
      ? `Occupants. Besides the tenant, the premises may be occupied by ${v.occupants.map((o) => o.full).join(' and ')}.`
      : 'Occupants. No one other than the tenant may occupy the premises.',
  )
  initialled(
    k,
    '3.',
    v.end
      ? `Term. Fixed term beginning ${day(v.start)} and ending ${day(v.end)}.`
      : `Term. Month to month, beginning ${day(v.start)}, until ended as the Residential Rental Property Act allows.`,
  )
  initialled(
    k,
    '4.',
    `Rent. The tenant shall pay ${moneyWords(v.rent)} each month, in advance on the first day of every month. The rent includes heat and water; electricity is extra.`,
  )
  initialled(
    k,
    '5.',
    `Payment. Rent is paid by cheque payable to ${v.payee}` +
      (v.padBank
        ? `, or by pre-authorized debit from the tenant\u2019s account at ${v.padBank} under a signed PAD agreement`
        : '') +
      '. Post-dated cheques for the term are welcome. Cash and e-Transfer are not accepted.',
  )
  initialled(
    k,
    '6.',
    'Late rent. A late charge of $20.00 is added if rent has not been received within two (2) clear days after the day it is due.',
  )
  initialled(
    k,
    '7.',
    'Returned payments. Any cheque or debit that is returned will cost the tenant $25.00.',
  )
  initialled(
    k,
    '8.',
    `Security deposit. The tenant has paid a security deposit of ${moneyWords(v.deposit)}. The landlord shall return the security deposit with interest within fifteen (15) days after the tenancy ends, unless the landlord applies to the Rental Office to keep all or part of it.`,
  )
  initialled(k, '9.', 'Guests. An overnight guest may stay no more than ten (10) nights in a row.')
  initialled(
    k,
    '10.',
    'Entry. The landlord may enter on 24 hours\u2019 written notice between 8 a.m. and 9 p.m., or at any time in an emergency.',
  )
  initialled(
    k,
    '11.',
    'Rent increases. Rent may be increased only once in twelve months and only as approved or allowed by the Island Regulatory and Appeals Commission.',
  )
  initialled(
    k,
    '12.',
    `Notices. Notices to the landlord are given at ${v.landlordAddr}. Notices to the tenant are given at the premises.`,
  )
  k.gap(4)
  p(`Signed at ${v.premises.split(', ').at(-2) ?? ''}, Prince Edward Island, on ${day(v.signed)}.`)
  signPair(k, [`Landlord: ${v.landlord}`], [`Tenant: ${v.tenants[0]?.p.full ?? ''}`])
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`Tenant: ${t.p.full}`])
  pageNumbers(
    k,
    (i, n) => `Rental agreement \u2014 ${v.premises} \u2014 ${i} of ${n} \u2014 initials ____ ____`,
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? day(v.end) : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.padBank ? ['Check', 'ACH'] : ['Check'],
      gracePeriodDays: 2,
      nsfFeeFirst: 25,
      rentDueDescription: 'in advance on the first day of every month',
      paymentRecipient: v.payee,
      officeHours: v.hours,
      nsfPolicy: 'Any cheque or debit that is returned will cost the tenant $25.00.',
      depositReturnDays: 15,
      depositReturnCondition:
        'with interest within fifteen (15) days after the tenancy ends, unless the landlord applies to the Rental Office to keep all or part of it',
      _notes: [
        'Rental agreement of twelve clauses, each numbered in the left gutter with two initials boxes at the right margin; parties as "Landlord:" and "Tenant 1/2:" lines with phones and e-mails; day-month-year dates ("1 July 2027"); rent and deposit in lower-case words with figures.',
        'The landlord manages its own premises (managementCompany null); its address is mailingAddress. Cheques are payable to the payee in clause 5 (paymentRecipient); no mailing place for rent is stated (paymentAddress null).',
        'Pre-authorized debit gives ACH; post-dated cheques give Check; cash and e-Transfer refused.',
        '"within two (2) clear days after the day it is due": gracePeriodDays 2; flat $20. nsfPolicy is clause 7\u2019s sentence after its head.',
        'Deposit "return the security deposit with interest within fifteen (15) days": the condition is the wording after "the security deposit". The rent-increase clause is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pei_initialled_clauses',
  title: 'Prince Edward Island rental agreement with clauses initialled in margin boxes',
  exercises:
    'centred province and title lines, landlord line with address, phone, e-mail and office hours or none, numbered tenant lines with phones and e-mails, twelve clauses each with a gutter number and two initials boxes at the right, day-month-year dates, fixed term or month to month, rent including heat in lower-case words, cheques to a payee with or without pre-authorized debit, post-dated cheques, cash and e-Transfer refused, "within two (2) clear days" late charge, returned cheque or debit sentence, deposit with interest within 15 days unless the Rental Office is applied to, ten nights in a row, rent-increase clause as a distractor',
  docs: [
    {
      name: 'tw8_pe_rental_agreement_summerside',
      build: () =>
        build({
          landlord: 'Bedeque Bay Rentals Inc.',
          landlordAddr: '250 Water Street, Summerside, PE C1N 1B6',
          landlordPhone: '(902) 555-0119',
          landlordEmail: 'office@bedequebay.example.ca',
          hours: 'Tuesday to Saturday, 10:00 to 4:00',
          tenants: [
            {
              p: person('Maelle', 'Gallant'),
              phone: '(902) 555-0163',
              email: 'maelle.gallant@example.ca',
            },
            {
              p: person('Ronan', 'Mac Aodha'),
              phone: '(902) 555-0148',
              email: 'ronan.macaodha@example.com',
            },
          ],
          occupants: [],
          premises: '61 Granville Street, Apartment 4, Summerside, PE C1N 2Z3',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1195,
          deposit: 1195,
          payee: 'Bedeque Bay Rentals Inc.',
          padBank: 'any Canadian financial institution',
          signed: '2027-06-14',
          notes: [
            'Company landlord with office hours in the landlord line (officeHours); the payee is the company. Two tenants, no occupants; fixed term.',
          ],
        }),
    },
    {
      name: 'tw8_pe_rental_agreement_stratford_scan',
      build: () =>
        build({
          landlord: 'Agnes MacPhail-Doucette',
          landlordAddr: '14 Keppoch Road, Stratford, PE C1B 2J5',
          landlordPhone: '(902) 555-0172',
          landlordEmail: 'agnes.md@example.ca',
          hours: null,
          tenants: [
            {
              p: person('Kieran', 'Arsenault'),
              phone: '(902) 555-0106',
              email: 'kieran.arsenault@example.net',
            },
          ],
          occupants: [person('Liv', 'Arsenault')],
          premises: '9 Bunbury Road, Lower Unit, Stratford, PE C1B 1T1',
          start: '2027-10-01',
          end: null,
          rent: 1050,
          deposit: 1050,
          payee: 'Agnes MacPhail-Doucette',
          padBank: null,
          signed: '2027-09-20',
          notes: [
            'Individual landlord, no office hours; cheques only. Month to month (endDate and terminationDateText null). One tenant and one occupant.',
          ],
        }),
      scan: {
        dpi: 155,
        rotate: 1.6,
        contrast: 0.58,
        noise: 26,
        lighting: 0.12,
        quality: 52,
        seed: 8010,
      },
    },
  ],
}
