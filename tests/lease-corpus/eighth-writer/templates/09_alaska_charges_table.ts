import { rgb } from 'pdf-lib'
import { lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, runningHead, signPair } from '../parts'

type V = {
  owner: string
  mgr: string
  mgrAddr: string
  mgrPhone: string
  hours: string
  payee: string
  remit: string
  portal: string
  residents: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  parking: number | null
  petRent: number | null
  storage: number | null
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 8.8 })
  const { f, p } = k
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - 6,
    width: 6,
    height: 30,
    color: rgb(0.05, 0.35, 0.5),
  })
  k.w.page.drawText('APARTMENT LEASE', { x: k.L + 14, y: k.w.y + 8, size: 16, font: f.sansBold })
  k.w.page.drawText(`${v.mgr} \u00b7 ${v.mgrAddr} \u00b7 ${v.mgrPhone}`, {
    x: k.L + 14,
    y: k.w.y - 4,
    size: 7.6,
    font: f.sans,
  })
  k.w.y -= 30
  p(
    `Lease no. ${v.start.replace(/-/g, '')}-${v.residents.length}. All dates in this lease are in the form year-month-day. The owner of the community is ${v.owner} ("Owner"); ${v.mgr} ("Manager") manages it for the Owner and signs for the Owner.`,
  )
  heading(k, 'Article 1. Residents and occupants', { size: 9.6, font: f.sansBold, bar: 0.9 })
  k.table(
    [
      ['Resident (LAST, First)', 'Mobile', 'E-mail'],
      ...v.residents.map((r) => [lastFirst(r.p), r.phone, r.email]),
    ],
    [0.38, 0.24, 0.38],
    { head: true, size: 8.4 },
  )
  p(
    v.occupants.length
      ? `Occupants who are not residents: ${v.occupants.map((o) => lastFirst(o)).join('; ')}.`
      : 'Occupants who are not residents: none.',
  )
  heading(k, 'Article 2. Apartment and term', { size: 9.6, font: f.sansBold, bar: 0.9 })
  p(`Apartment: ${v.premises}. Term: ${v.start} to ${v.end}, inclusive.`)
  heading(k, 'Article 3. Monthly charges', { size: 9.6, font: f.sansBold, bar: 0.9 })
  const rows: [string, number][] = [
    ['Base rent', v.rent],
    ...(v.parking ? [['Heated garage stall (not rent)', v.parking] as [string, number]] : []),
    ...(v.petRent ? [['Pet rent (not rent)', v.petRent] as [string, number]] : []),
    ...(v.storage ? [['Storage locker (not rent)', v.storage] as [string, number]] : []),
  ]
  const total = rows.reduce((s, [, n]) => s + n, 0)
  k.table(
    [
      ['Charge', 'Monthly amount'],
      ...rows.map(([l, n]) => [l, usd(n)]),
      ['Total monthly charges', usd(total)],
    ],
    [0.6, 0.4],
    { head: true, size: 8.4 },
  )
  p(
    'Only base rent is rent. The other charges are for optional services and may be ended by either party on thirty days\u2019 written notice; they do not change the rent. All monthly charges are due on the 1st day of each month, in advance.',
  )
  heading(k, 'Article 4. How and where to pay', { size: 9.6, font: f.sansBold, bar: 0.9 })
  p(
    `Pay online at ${v.portal} (bank account/ACH; card payments are not offered), or mail a check or money order made payable to ${v.payee} to the remittance address ${v.remit}. Do not bring payments to the leasing office. Cash is never accepted.`,
  )
  p(
    'We allow a courtesy period through the fourth (4th) day of the month. Beginning on the fifth (5th) day, a late charge of $50.00 applies to any unpaid balance.',
  )
  p('A $35.00 fee will be charged for every payment that your bank returns or refuses.')
  heading(k, 'Article 5. Security deposit', { size: 9.6, font: f.sansBold, bar: 0.9 })
  p(
    `Security deposit: ${usd(v.deposit)}. The Manager will mail the deposit, less itemized deductions permitted by AS 34.03.070, within 14 days after the tenancy ends if the Residents gave proper notice to terminate, or within 30 days if they did not.`,
  )
  heading(k, 'Article 6. Community rules', { size: 9.6, font: f.sansBold, bar: 0.9 })
  p(
    'Guests may stay up to 7 consecutive nights. Plug-in engine heaters only at marked outlets from October 1 to April 30. Quiet hours are 10 p.m. to 7 a.m. No smoking anywhere in the building.',
  )
  p(
    `Office hours of the Manager: ${v.hours}. Maintenance emergencies at any hour through the main number.`,
  )
  p(`Notices to the Owner are given to the Manager at ${v.mgrAddr}.`)
  k.gap(4)
  p(`Signed ${v.signed}.`)
  signPair(k, [`${v.mgr}, for the Owner`], [`Resident: ${v.residents[0]?.p.full ?? ''}`])
  for (const r of v.residents.slice(1)) signPair(k, [''], [`Resident: ${r.p.full}`])
  runningHead(k, `Apartment Lease \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `${i}/${n}`, { align: 'right' })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: v.mgrAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
      gracePeriodDays: 4,
      nsfFeeFirst: 35,
      rentDueDescription: 'due on the 1st day of each month, in advance',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      officeHours: v.hours,
      nsfPolicy:
        'A $35.00 fee will be charged for every payment that your bank returns or refuses.',
      depositReturnDays: 14,
      depositReturnCondition:
        'less itemized deductions permitted by AS 34.03.070, within 14 days after the tenancy ends if the Residents gave proper notice to terminate, or within 30 days if they did not',
      _notes: [
        'Managed apartment lease under a coloured mark and the manager\u2019s line, articles on shaded bars, a resident table "LAST, First" with mobiles and e-mails (truth in natural order), a monthly-charges table and ISO dates (year-month-day) throughout.',
        'monthlyRent is the base rent; a heated garage stall, pet rent and a storage locker are listed apart and the table\u2019s "Total monthly charges" is a distractor (not rent, not a move-in total). rentDueDescription is the due wording of all monthly charges ("due on the 1st day of each month, in advance").',
        'Payee and remittance P.O. box as written (paymentRecipient, paymentAddress); notices to the manager\u2019s office (mailingAddress). Methods: portal ACH, check, money order \u2192 Online Portal, ACH, Check, Money Order.',
        '"courtesy period through the fourth (4th) day of the month. Beginning on the fifth (5th) day, a late charge of $50.00": gracePeriodDays 4; flat fee.',
        'Deposit "within 14 days \u2026 if the Residents gave proper notice \u2026 or within 30 days if they did not": depositReturnDays 14 (the period for a tenancy ended with notice, as a lease runs to its end date); the condition, after "the deposit", keeps both.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'alaska_charges_table',
  title:
    'Alaska managed apartment lease with a resident table, a monthly-charges table and ISO dates',
  exercises:
    'coloured mark with the manager\u2019s one-line address, lease number, articles on shaded bars, resident table "LAST, First" with mobiles and e-mails, occupants "LAST, First" or none, ISO dates throughout, monthly-charges table with base rent, heated garage stall, pet rent or storage locker and a total-monthly-charges distractor, portal ACH or check/money order to a payee at a remittance P.O. box, office payments and cash refused, "courtesy period through the fourth (4th)", returned-payment sentence, deposit 14 days with proper notice or 30 without, consecutive-night guest limit, office hours, running head',
  docs: [
    {
      name: 'tw8_ak_apartment_lease_anchorage',
      build: () =>
        build({
          owner: 'Chugach View Apartments Corporation',
          mgr: 'Knik Arm Property Management',
          mgrAddr: '3300 C Street, Suite 202, Anchorage, AK 99503',
          mgrPhone: '(907) 555-0124',
          hours: 'Mon\u2013Fri 8:30 AM\u20135:30 PM; Sat 10 AM\u20132 PM',
          payee: 'Chugach View Apartments',
          remit: 'P.O. Box 240987, Anchorage, AK 99524',
          portal: 'chugachview.example.com/residents',
          residents: [
            {
              p: person('Marguerite', 'Tallbear'),
              phone: '(907) 555-0133',
              email: 'm.tallbear@example.com',
            },
            {
              p: person('Isidore', 'Kvasnicka'),
              phone: '(907) 555-0178',
              email: 'isidore.kv@example.org',
            },
          ],
          occupants: [person('Winona', 'Kvasnicka')],
          premises: '1250 West 36th Avenue, Apt. 14C, Anchorage, AK 99503',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1625,
          parking: 95,
          petRent: 40,
          storage: null,
          deposit: 1625,
          signed: '2027-08-18',
          notes: [
            'Corporation owner through a manager; payee is the community name as written. Two residents and one occupant.',
          ],
        }),
    },
    {
      name: 'tw8_ak_apartment_lease_juneau',
      build: () =>
        build({
          owner: 'Gastineau Channel Residences LLC',
          mgr: 'Mendenhall Residential Services',
          mgrAddr: '9109 Mendenhall Mall Road, Suite 5, Juneau, AK 99801',
          mgrPhone: '(907) 555-0157',
          hours: 'weekdays 9:00 a.m.\u20134:30 p.m.',
          payee: 'Mendenhall Residential Services, agent',
          remit: 'P.O. Box 33541, Juneau, AK 99803',
          portal: 'mendenhallrs.example.net',
          residents: [
            {
              p: person('Rosalind', 'Kasaan-Whitfield'),
              phone: '(907) 555-0189',
              email: 'rkw@example.net',
            },
          ],
          occupants: [],
          premises: '424 Willoughby Avenue, Unit 6, Juneau, AK 99801',
          start: '2027-12-01',
          end: '2028-11-30',
          rent: 1480,
          parking: null,
          petRent: null,
          storage: 30,
          deposit: 1480,
          signed: '2027-11-15',
          notes: [
            'LLC owner through a manager; payee written "Mendenhall Residential Services, agent". One resident, no occupants; only a storage locker besides rent.',
          ],
        }),
    },
  ],
}
