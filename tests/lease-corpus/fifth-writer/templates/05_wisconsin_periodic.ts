import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxedText, freshPage, heading, pageNumbers, sign } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  hours: string | null
  noticeAgent: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  prior: { dated: string; rent: number; ended: string } | null
  start: string
  rent: number
  garage: number | null
  heatIncluded: boolean
  deposit: number
  lateFee: number
  nsf: number
  carpet: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.4 })
  const { w, f, p } = k
  const h = (t: string) => heading(k, t, { rule: true, size: 10 })
  k.centre('RESIDENTIAL RENTAL AGREEMENT', 13)
  k.centre('Periodic (Month-to-Month) Tenancy', 10.5, f.italic)
  k.gap(4)
  p(
    `Landlord: ${v.landlord}. Tenant: ${andList(v.tenants.map((t) => t.full))}. Premises: ${v.premises}. Date of this agreement: ${dt(v.signed).long}.`,
  )
  h('Disclosures required by Wis. Admin. Code ATCP 134.04')
  boxedText(
    k,
    `Person authorized to collect rent: ${v.landlord}, ${v.landlordAddr}.` +
      (v.hours
        ? ` Office hours: ${v.hours}${v.hours.endsWith('.') ? '' : '.'}`
        : ' Rent is received by mail or by appointment.') +
      ` Person authorized to receive notices and service of process: ${v.noticeAgent}, at the same address.`,
    { size: 9, font: w.regular, fill: 0.95 },
  )
  h('1. Tenancy')
  p(
    `This is a month-to-month tenancy beginning ${dt(v.start).long}. It continues from month to month until either party ends it by written notice given at least 28 days before the end of a rental period, as Wis. Stat. \u00a7 704.19 provides. There is no fixed ending date.`,
  )
  if (v.prior)
    p(
      `Tenant has occupied the Premises under a written lease dated ${dt(v.prior.dated).long} at a monthly rent of ${usd(v.prior.rent)}, which expired on ${dt(v.prior.ended).long}. This agreement replaces that lease from the date above; the earlier rent no longer applies.`,
    )
  h('2. Rent')
  p(
    `Rent is ${usd(v.rent)} per month, due on or before the 1st day of each month.` +
      (v.garage
        ? ` Use of a garage stall is ${usd(v.garage)} per month, billed separately; it is not rent and may be ended on its own on 28 days\u2019 notice.`
        : ''),
  )
  p(
    `Rent may be paid in person to the person authorized to collect rent, at the address above${v.hours ? ' during office hours' : ''} (cash is accepted only there, against a signed receipt), by check or money order payable to ${v.landlord} and mailed to that address, or by ACH autopay from Tenant\u2019s bank account using Landlord\u2019s authorization form.`,
  )
  p(
    `Rent paid after the 5th day of the month is late, and a late fee of ${usd(v.lateFee)} is then due. A fee of ${usd(v.nsf)} is charged for any check or ACH debit that is returned unpaid.`,
  )
  h('3. Security deposit')
  p(
    `Tenant has paid a security deposit of ${usd(v.deposit)}. Landlord will return the security deposit, less any amounts withheld as allowed by ATCP 134.06 and itemized in writing, within 21 days after Tenant surrenders the premises. Tenant has 7 days after moving in to return the check-in sheet noting any damage or defects.`,
  )
  h('4. Utilities')
  p(
    v.heatIncluded
      ? 'Landlord pays heat, water and sewer. Tenant pays electricity, and must keep the Premises heated to at least 55\u00b0F when away in winter.'
      : 'Tenant pays gas heat and electricity in Tenant\u2019s own name. Landlord pays water, sewer and garbage.',
  )
  h('5. Occupancy and guests')
  p(
    'Only Tenant may occupy the Premises. A guest may stay no more than 14 days in any 60-day period without Landlord\u2019s written consent.',
  )
  h('6. Entry')
  p(
    'Landlord may enter at reasonable times on at least 12 hours\u2019 advance notice to inspect, repair or show the Premises, and without notice in an emergency.',
  )
  h('7. Notices')
  p(
    `Notices to Landlord must be in writing and delivered to the person authorized to receive notices at the address above. Landlord may give notices to Tenant at the Premises, and may reach Tenant by telephone at ${v.phone} or by e-mail at ${v.email}.`,
  )
  h('8. Required notice')
  p(
    'Tenant acknowledges receipt of the notice of domestic abuse protections under Wis. Stat. \u00a7 704.14 and, for buildings built before 1978, the lead-based paint disclosure.',
  )
  h('9. Pets, smoking and alterations')
  p(
    'No pets other than caged birds or fish without Landlord’s written consent. No smoking inside the building. Tenant may not paint, change locks or install fixtures without written consent.',
  )
  h('10. Ending the tenancy')
  p(
    'On leaving, Tenant shall return all keys, remove all belongings and leave the Premises clean. Tenant should give Landlord a forwarding address in writing so the deposit or an itemized statement can be mailed to it.',
  )
  h('11. Whole agreement')
  p(
    'This agreement, the check-in sheet and any Nonstandard Rental Provisions signed separately are the whole agreement. Any change must be in writing and signed by both parties.',
  )
  k.gap(8)
  sign(k, `Landlord: ${v.landlord}`, { width: 300, under: [`Date: ${dt(v.signed).long}`] })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.full}`, { width: 300, under: [`Date: ${dt(v.signed).long}`] })
  freshPage(k)
  k.centre('NONSTANDARD RENTAL PROVISIONS', 12)
  k.centre(`Separate document under ATCP 134.06(3)(b) \u2014 ${v.premises}`, 9, f.italic)
  k.gap(4)
  p(
    'Landlord may withhold from the security deposit the following amounts, in addition to those allowed by ATCP 134.06(3)(a), only if Tenant has signed this separate document:',
  )
  for (const [i, item] of [
    `Professional carpet cleaning after Tenant vacates, at a flat charge of ${usd(v.carpet)}, unless Tenant shows a receipt for professional cleaning done within 14 days before vacating.`,
    'Replacement of keys or garage door openers not returned, at the locksmith\u2019s or dealer\u2019s actual charge.',
    'Removal of personal property left behind, at $40.00 per hour of labor plus disposal fees.',
    'Replacement of smoke detector batteries that Tenant has removed, at $10.00 each.',
  ].entries())
    p(`(${String.fromCharCode(97 + i)}) ${item}`, { x: k.L + 14, width: k.W - 14 })
  p(
    'These provisions do not allow Landlord to withhold for normal wear and tear or for any item Tenant has already paid for during the tenancy.',
  )
  k.gap(14)
  p('Signed separately from the Rental Agreement:')
  k.gap(4)
  sign(k, `Landlord: ${v.landlord}`, { width: 300, under: [`Date: ${dt(v.signed).long}`] })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.full}`, { width: 300, under: [`Date: ${dt(v.signed).long}`] })
  pageNumbers(k, (i, n) => `Page ${i} of ${n}`, { align: 'center', font: f.italic, size: 8.5 })
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
      maxGuestStayDays: 14,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: ['Cash', 'Check', 'Money Order', 'ACH'],
      gracePeriodDays: 5,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on or before the 1st day of each month',
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      officeHours: v.hours,
      nsfPolicy: `A fee of ${usd(v.nsf)} is charged for any check or ACH debit that is returned unpaid.`,
      depositReturnDays: 21,
      depositReturnCondition:
        'less any amounts withheld as allowed by ATCP 134.06 and itemized in writing, within 21 days after Tenant surrenders the premises',
      _notes: [
        'Month-to-month tenancy ("There is no fixed ending date"): endDate and terminationDateText null.',
        'The ATCP 134.04 disclosure box names the person authorized to collect rent (the landlord, with its address: payment and notice address) and the person authorized to receive notices (a named individual at the same address, not a management company).',
        'Cash is accepted only in person against a receipt; it is still an accepted method. ACH autopay gives ACH.',
        'Late "paid after the 5th day of the month": gracePeriodDays 5; flat fee.',
        'The last page is a separate Nonstandard Rental Provisions document whose amounts (carpet cleaning, hourly labor) are distractors.',
        'Tenant phone and e-mail appear only in the notices clause.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'wisconsin_periodic',
  title:
    'Wisconsin month-to-month rental agreement with ATCP 134 disclosures and nonstandard provisions',
  exercises:
    'month-to-month with no end date and 28-day notice, rent-collector and notice-agent disclosure box, prior lease date and rent as distractors, garage stall apart from rent, cash in person/check/money order/ACH autopay in one sentence, office hours in the disclosure, late after the 5th, returned check or ACH debit fee, 21-day deposit return, separate nonstandard-provisions page with fees as distractors, contacts only in the notices clause',
  docs: [
    {
      name: 'tw5_wi_month_to_month_eau_claire',
      build: () =>
        build({
          landlord: 'Chippewa Valley Flats LLC',
          landlordAddr: '410 Water Street, Eau Claire, WI 54703',
          hours: 'Tuesday and Thursday, 4:00 to 7:00 p.m.',
          noticeAgent: 'Ingrid Solberg-Hauge, member',
          tenants: [person('Wendell', 'Kaczmarczyk')],
          phone: '(715) 555-0132',
          email: 'wendell.kacz@example.com',
          premises: '1219 State Street, Apartment 4, Eau Claire, WI 54701',
          prior: { dated: '2026-05-20', rent: 925, ended: '2027-05-31' },
          start: '2027-06-01',
          rent: 975,
          garage: 45,
          heatIncluded: true,
          deposit: 925,
          lateFee: 40,
          nsf: 25,
          carpet: 125,
          signed: '2027-05-24',
          notes: [
            'A sitting tenant moves from a fixed-term lease to month to month: the earlier lease date, rent and expiry are distractors. The deposit carried over equals the old rent.',
          ],
        }),
    },
    {
      name: 'tw5_wi_month_to_month_green_bay',
      build: () =>
        build({
          landlord: 'Lorenz and Ottilie Duchateau',
          landlordAddr: '2208 Nicolet Drive, Green Bay, WI 54311',
          hours: null,
          noticeAgent: 'Lorenz Duchateau',
          tenants: [person('Maelle', 'Rutkowski-Bauer'), person('Jonah', 'Whitefeather')],
          phone: '(920) 555-0174',
          email: 'maelle.rb@example.org',
          premises: '731 S Quincy Street, Lower, Green Bay, WI 54301',
          prior: null,
          start: '2027-10-01',
          rent: 1150,
          garage: null,
          heatIncluded: false,
          deposit: 1150,
          lateFee: 50,
          nsf: 30,
          carpet: 150,
          signed: '2027-09-16',
          notes: [
            'Individual landlords (a married couple) named together; no office hours (rent by mail or by appointment). Lower flat of a duplex: unit "Lower" after the street as written. Two tenants; contacts are the first tenant\u2019s.',
          ],
        }),
    },
  ],
}
