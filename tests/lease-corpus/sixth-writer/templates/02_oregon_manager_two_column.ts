import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, letterhead, pageNumbers, signPair, twoColumns } from '../parts'

type V = {
  pm: string
  office: string
  officeWritten: string
  box: string
  phone: string
  web: string
  hours: string
  owner: string
  ownerShort: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  petDeposit: number | null
  late: number
  signed: string
  agentSigner: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.6 })
  const { f } = k
  letterhead(
    k,
    v.pm,
    [
      v.officeWritten,
      `Rent remittance: ${v.box}`,
      `${v.phone}  |  ${v.web}  |  Office hours ${v.hours}`,
    ],
    {
      colour: rgb(0.12, 0.32, 0.22),
    },
  )
  k.centre('RESIDENTIAL RENTAL AGREEMENT \u2014 SINGLE-FAMILY HOME', 12, f.sansBold)
  k.gap(2)
  k.p(
    `Owner: ${v.owner} ("Owner"), through its property manager ${v.pm} ("Agent"). Resident(s): ${v.tenants
      .map((t) => `${t.p.full} (${t.phone}, ${t.email})`)
      .join('; ')} ("Resident"). Date: ${dt(v.signed).long}.`,
    { size: 8.8 },
  )
  heading(k, 'TERMS', { size: 9.4, font: f.sansBold, rule: true })
  const rentLine = `Rent is ${moneyWords(v.rent)} per month, due in advance on the first day of each month without demand.`
  twoColumns(k, [
    {
      head: '1. Dwelling.',
      text: `Agent rents to Resident the dwelling at ${v.premises}, with the appliances listed on the condition report.`,
    },
    {
      head: '2. Term.',
      text: `The tenancy is for a fixed term beginning ${dt(v.start).long} and ending ${dt(v.end).long}. At the end of the term it becomes month to month unless either party gives notice as Oregon law allows.`,
    },
    {
      head: '3. Occupants.',
      text: v.occupants.length
        ? `The dwelling will be occupied only by Resident and ${andList(v.occupants.map((o) => o.full))}.`
        : 'The dwelling will be occupied only by Resident.',
    },
    { head: '4. Rent.', text: rentLine },
    {
      head: '5. How to pay.',
      text: `Make checks or money orders payable to ${v.pm} and mail them to ${v.box}; do not mail rent to the office. Residents may also pay online through the Agent\u2019s resident portal by e-check (ACH) or debit card. Cash is not accepted.`,
    },
    {
      head: '6. Late rent.',
      text: `Rent unpaid at the end of the fourth (4th) day of the rental period is late, and a late charge of ${usd(v.late)} is due on the fifth (5th) day.`,
    },
    {
      head: '7. Dishonored payments.',
      text: 'A $35.00 fee is charged for any payment returned by the bank. Agent may then require certified funds.',
    },
    {
      head: '8. Security deposit.',
      text:
        `Resident has paid a security deposit of ${usd(v.deposit)}` +
        (v.petDeposit ? ` and a pet deposit of ${usd(v.petDeposit)}` : '') +
        `. Within thirty-one (31) days after the tenancy ends and Resident delivers possession, Agent will return the security deposit with a written accounting of any amount kept, mailed to the forwarding address Resident provides.`,
    },
    {
      head: '9. Utilities.',
      text: 'Resident pays electricity, natural gas, water, sewer, garbage and internet. Owner pays the irrigation district assessment.',
    },
    {
      head: '10. Guests.',
      text: 'Guests may stay no more than fourteen (14) days in any twelve-month period without Agent\u2019s written consent.',
    },
    {
      head: '11. Yard and gutters.',
      text: 'Resident maintains lawn and beds and keeps walks clear of moss and leaves. Owner cleans gutters each fall.',
    },
    {
      head: '12. Smoke and CO alarms.',
      text: 'Resident shall test the smoke alarms and carbon monoxide alarm monthly and replace batteries, and shall not disconnect them.',
    },
    {
      head: '13. Entry.',
      text: 'Agent may enter with at least twenty-four (24) hours\u2019 notice at reasonable times, and without notice in an emergency.',
    },
    {
      head: '14. Pets.',
      text: v.petDeposit
        ? 'One dog under 40 pounds is permitted under the pet agreement. Assistance animals are not pets.'
        : 'No pets without a signed pet agreement. Assistance animals are not pets.',
    },
    {
      head: '15. Notices.',
      text: `Notices to Owner are served on the Agent at ${v.office}. Notices to Resident are served at the dwelling or by e-mail where Resident has agreed to it in writing.`,
    },
    {
      head: '16. Owner\u2019s disclosure.',
      text: `The dwelling is owned by ${v.ownerShort}. Agent is authorized to manage the dwelling and to receive service of process for the Owner.`,
    },
    {
      head: '17. Renter\u2019s insurance.',
      text: 'Resident is encouraged to carry renter\u2019s insurance; Owner\u2019s insurance does not cover Resident\u2019s property.',
    },
    {
      head: '18. Whole agreement.',
      text: 'This agreement, the condition report and any signed addenda are the entire agreement of the parties and are governed by ORS chapter 90.',
    },
  ])
  heading(k, 'SIGNATURES', { size: 9.4, font: f.sansBold, rule: true })
  signPair(
    k,
    [`${v.pm}, Agent for Owner`, `By: ${v.agentSigner}`, `Date: ${dt(v.signed).long}`],
    [`Resident: ${v.tenants[0]?.p.full ?? ''}`, `Date: ${dt(v.signed).long}`],
  )
  for (const t of v.tenants.slice(1))
    signPair(k, ['', ''], [`Resident: ${t.p.full}`, `Date: ${dt(v.signed).long}`])
  pageNumbers(k, (i, n) => `${v.pm} \u2022 Rental Agreement \u2022 ${i} / ${n}`, { align: 'right' })
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
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.pm,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Online Portal', 'ACH'],
      gracePeriodDays: 4,
      nsfFeeFirst: 35,
      rentDueDescription: 'due in advance on the first day of each month without demand',
      paymentRecipient: v.pm,
      paymentAddress: v.box,
      officeHours: v.hours,
      nsfPolicy: 'A $35.00 fee is charged for any payment returned by the bank.',
      depositReturnDays: 31,
      depositReturnCondition:
        'with a written accounting of any amount kept, mailed to the forwarding address Resident provides',
      _notes: [
        'Property manager\u2019s house lease: left-aligned letterhead with a monogram, the parties in one opening paragraph with each resident\u2019s phone and e-mail (the first resident\u2019s are tenantPhone and tenantEmail), then eighteen clauses in two columns.',
        'The owner is a trust named through its trustee(s); housingProvider is the owner as written in the parties paragraph ("\u2026, Trustee(s) of the \u2026 Trust"). The disclosure clause repeats the owner in a shorter form.',
        'Rent is remitted by mail to the P.O. box (paymentAddress), checks payable to the manager (paymentRecipient); notices go to the office street address (mailingAddress), where the letterhead puts the floor or suite before the street and the truth after it.',
        'Late "unpaid at the end of the fourth (4th) day of the rental period": gracePeriodDays 4; flat charge. E-check through the portal gives ACH and Online Portal; debit card is not in the vocabulary.',
        'Guests "no more than fourteen (14) days in any twelve-month period": maxGuestStayDays 14 (a yearly total, noted).',
        'Deposit returned "within thirty-one (31) days"; the clause reads "return the security deposit with a written accounting \u2026", so depositReturnCondition is the wording after "the security deposit". A pet deposit, where present, is not the security deposit.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oregon_manager_two_column',
  title: 'Oregon property manager\u2019s house rental agreement in two columns, owner a trust',
  exercises:
    'monogram letterhead with the floor or suite before the street, a remittance P.O. box and office hours, owner a trust through its trustee(s), residents with phones and e-mails in the opening paragraph, clauses in two columns over two pages, rent in words and figures, checks payable to the manager mailed to a P.O. box vs the office for notices, portal e-check, no cash, Oregon end-of-fourth-day late rule with a flat charge, returned-payment sentence, 31-day deposit return, pet deposit apart from the security deposit, yearly guest limit',
  docs: [
    {
      name: 'tw6_or_pm_house_lease_corvallis',
      build: () =>
        build({
          pm: 'Willamette Crest Property Management, Inc.',
          office: '411 SW 2nd Street, Second Floor, Corvallis, OR 97333',
          officeWritten: 'Second Floor, 411 SW 2nd Street, Corvallis, OR 97333',
          box: 'P.O. Box 1187, Corvallis, OR 97339',
          phone: '(541) 555-0122',
          web: 'willamettecrest.example.com',
          hours: 'Mon\u2013Fri 8:30 a.m.\u20134:30 p.m.',
          owner: 'Harriet L. Vandermolen, Trustee of the Vandermolen Family Trust',
          ownerShort: 'the Vandermolen Family Trust',
          tenants: [
            {
              p: person('Anselm', 'Kittredge'),
              phone: '(541) 555-0158',
              email: 'anselm.kittredge@example.com',
            },
            {
              p: person('Yuki', 'Abernathy-Sato'),
              phone: '(541) 555-0163',
              email: 'yuki.as@example.net',
            },
          ],
          occupants: [person('Rowan', 'Kittredge')],
          premises: '3318 NW Tyler Avenue, Corvallis, OR 97330',
          start: '2027-07-15',
          end: '2028-07-31',
          rent: 2240,
          deposit: 2500,
          petDeposit: 400,
          late: 75,
          signed: '2027-07-02',
          agentSigner: 'Lorna Quackenbush, Principal Broker',
          notes: [
            'Two residents and one occupant (no age). The term starts mid-month but the lease states no prorated amount (proratedRent null). Pet deposit $400 is a distractor.',
          ],
        }),
    },
    {
      name: 'tw6_or_pm_house_lease_medford',
      build: () =>
        build({
          pm: 'Rogue Basin Rentals & Management',
          office: '28 N Central Avenue, Suite 310, Medford, OR 97501',
          officeWritten: 'Suite 310, 28 N Central Avenue, Medford, OR 97501',
          box: 'P.O. Box 4470, Medford, OR 97501',
          phone: '(541) 555-0139',
          web: 'www.roguebasinrentals.example.org',
          hours: 'weekdays 9:00\u20135:00, closed noon\u20131:00',
          owner: 'Samuel and Rosa Ybarra, Trustees of the Ybarra Revocable Trust',
          ownerShort: 'the Ybarra Revocable Trust',
          tenants: [
            {
              p: person('Thaddeus', 'Oyelowo-Marsh'),
              phone: '(458) 555-0174',
              email: 'thad.om@example.org',
            },
          ],
          occupants: [],
          premises: '1907 Kenyon Street, Medford, OR 97501',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1685,
          deposit: 1900,
          petDeposit: null,
          late: 50,
          signed: '2027-08-18',
          agentSigner: 'Mirela Fontaine, Property Manager',
          notes: [
            'Two trustees (a married couple) for the owner trust; one resident, no occupants, no pet.',
          ],
        }),
    },
  ],
}
