import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type V = {
  company: string
  companyAddr: string
  owner: string
  residents: Person[]
  phone: string
  email: string
  premises: string
  origDate: string
  origStart: string
  origEnd: string
  oldRent: number
  start: string
  end: string
  rent: number
  deposit: number
  depositAdd: number
  pay: string
  late: number
  graceWords: string
  grace: number
  nsf: number
  nsf2: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 66, size: 10.2 })
  const { w, f, p } = k
  k.line(v.company, 12, f.sansBold)
  k.line(v.companyAddr, 9, f.sans)
  k.gap(14)
  k.centre('LEASE EXTENSION AGREEMENT', 13.5)
  k.gap(6)
  const names = v.residents.map((r) => r.full)
  const joined =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
  p(
    `${v.company} (the "Agent"), on behalf of ${v.owner} (the "Owner"), and ${joined} (the "Residents") agree as follows.`,
  )
  p(
    `A. The Residents now rent ${v.premises} under a lease dated ${dt(v.origDate).long} for the term ${dt(v.origStart).long} to ${dt(v.origEnd).long} at a monthly rent of ${usd(v.oldRent)} (the "Original Lease").`,
  )
  p(
    `B. The term of the Original Lease is extended. The extended term begins ${dt(v.start).long} and ends ${dt(v.end).long}. There is no automatic renewal; a tenancy continuing after that date is month to month.`,
  )
  p(
    `C. From the first day of the extended term the monthly rent is ${usd(v.rent)}, due in full on the 1st day of each month. Rent may be paid by ${v.pay}.`,
  )
  p(
    `D. The security deposit now held, ${usd(v.deposit - v.depositAdd)}, remains on deposit.` +
      (v.depositAdd
        ? ` The Residents will add ${usd(v.depositAdd)} before the extended term begins, so that the deposit held will be ${usd(v.deposit)}.`
        : ` It stays ${usd(v.deposit)} for the extended term.`),
  )
  p(
    `E. The late charge is restated: rent not received by the ${v.graceWords} day of the month incurs a charge of ${usd(v.late)}. Each payment returned by the bank incurs a fee of ${usd(v.nsf)} the first time and ${usd(v.nsf2)} for each later return.`,
  )
  p(
    'F. Michigan law requires the Agent to return the security deposit, less damages itemized in writing, within 30 days after the Residents move out and provide a forwarding address in writing within 4 days of moving out.',
  )
  p(
    `G. Every other term of the Original Lease remains in force, including the notice address of the Agent: ${v.companyAddr}.`,
  )
  p(`H. Residents\u2019 contact for this extension: ${v.phone}, ${v.email}.`)
  k.gap(10)
  for (const who of [...names, `${v.company}, Agent for Owner`]) {
    w.page.drawLine({ start: { x: k.L, y: w.y }, end: { x: k.L + 250, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: k.L, y: w.y - 11, size: 9, font: w.regular })
    w.page.drawText(`Date ${dt(v.signed).us}`, {
      x: k.L + 300,
      y: w.y - 11,
      size: 9,
      font: w.regular,
    })
    w.y -= 36
  }
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.company,
      housingProvider: v.owner,
      mailingAddress: v.companyAddr,
      acceptedPaymentMethods: v.pay.includes('portal')
        ? ['Online Portal', 'Check']
        : ['Check', 'Money Order'],
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      nsfFeeAdditional: v.nsf2,
      rentDueDescription: 'due in full on the 1st day of each month',
      nsfPolicy: `Each payment returned by the bank incurs a fee of ${usd(v.nsf)} the first time and ${usd(v.nsf2)} for each later return.`,
      depositReturnDays: 30,
      depositReturnCondition:
        'less damages itemized in writing, within 30 days after the Residents move out and provide a forwarding address in writing within 4 days of moving out',
      _notes: [
        'Extension of an existing lease restating the terms: the Original Lease\u2019s date, term and old rent are distractors; truth uses the extended term and the new rent.',
        'securityDeposit is the deposit held for the extended term (old deposit plus any top-up, as stated).',
        `Late after the ${v.graceWords} day: gracePeriodDays ${v.grace}. Late charge flat (lateFeePercentage null).`,
        'No place of payment is stated; the notice address is the agent\u2019s. Residents\u2019 contact is in clause H.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'michigan_extension',
  title: 'Michigan lease extension agreement that restates the original lease and the new terms',
  exercises:
    'extension of a lease: original dates and rent as distractors, new term and rent, deposit top-up, NSF first/later, late day in words',
  docs: [
    {
      name: 'tw3_mi_lease_extension_grand_rapids',
      build: () =>
        build({
          company: 'Riverbend Property Services, LLC',
          companyAddr: '250 Monroe Avenue NW, Suite 800, Grand Rapids, MI 49503',
          owner: 'Heritage Hill Duplexes LP',
          residents: [person('Solveig', 'Marchetti'), person('Dashiell', 'Ocampo')],
          phone: '(616) 555-0124',
          email: 'solveig.m@example.net',
          premises: '331 College Avenue SE, Unit 2, Grand Rapids, MI 49503',
          origDate: '2026-06-10',
          origStart: '2026-07-01',
          origEnd: '2027-06-30',
          oldRent: 1475,
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1545,
          deposit: 2300,
          depositAdd: 100,
          pay: 'the resident portal or personal check',
          late: 60,
          graceWords: 'fifth',
          grace: 5,
          nsf: 35,
          nsf2: 50,
          signed: '2027-04-28',
          notes: ['Deposit $2,200.00 held plus $100.00 added = $2,300.00.'],
        }),
    },
    {
      name: 'tw3_mi_lease_extension_lansing',
      build: () =>
        build({
          company: 'Capitol Area Rentals',
          companyAddr: 'P.O. Box 14402, Lansing, MI 48901',
          owner: 'Winifred Oduya-Baptiste',
          residents: [person('Florian', 'Grabowski')],
          phone: '(517) 555-0196',
          email: 'fgrabowski@example.com',
          premises: '1219 W Saginaw Street, Lansing, MI 48915',
          origDate: '2025-12-15',
          origStart: '2026-01-01',
          origEnd: '2026-12-31',
          oldRent: 1120,
          start: '2027-01-01',
          end: '2027-08-31',
          rent: 1160,
          deposit: 1120,
          depositAdd: 0,
          pay: 'check or money order',
          late: 35,
          graceWords: 'third',
          grace: 3,
          nsf: 30,
          nsf2: 40,
          signed: '2026-11-30',
          notes: ['Eight-month extension; deposit unchanged.'],
        }),
    },
  ],
}
