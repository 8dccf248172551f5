import { clause, dt, ordinal, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, coupon, pageNumbers, signPair } from '../parts'

type V = {
  owner: string
  agent: string
  officeWritten: string
  office: string
  hours: string
  agentPhone: string
  remit: string
  payee: string
  portal: string
  tenants: { p: Person; phone: string; email: string }[]
  emergency: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  late: { pct: number } | { flat: number }
  prior: { since: string; rent: number } | null
  signed: string
  notes: string[]
}

const dayOf = (iso: string) => {
  const d = dt(iso)
  return `${ordinal(d.day)} day of ${d.month}, ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.6 })
  const { f } = k
  const c = (head: string, body: string) =>
    clause(k.w, f, head, [body], {
      size: 9.6,
      x: k.L,
      width: k.W,
      leading: 1.38,
      after: 6,
      bottom: 56,
    })
  k.centre(v.agent, 10.5, f.bold)
  k.centre(`${v.officeWritten}  \u2022  ${v.agentPhone}`, 8.2, f.sans)
  k.centre(`Office hours: ${v.hours}`, 8.2, f.sans)
  k.gap(10)
  k.centre('RESIDENTIAL LEASE AGREEMENT', 15, f.bold)
  k.gap(8)
  const late =
    'pct' in v.late
      ? `a late charge of ${v.late.pct === 10 ? 'ten' : 'five'} percent (${v.late.pct}%) of the monthly rent`
      : `a late charge of ${usd(v.late.flat)}`
  c(
    'SECTION 1. PARTIES.',
    `This Lease is entered into on the ${dayOf(v.signed)}, by ${v.owner} ("Owner"), acting by and through ${v.agent} ("Agent"), and ${andList(v.tenants.map((t) => t.p.full))} ("Resident"), each of whom is jointly and severally liable.`,
  )
  c(
    'SECTION 2. PREMISES.',
    `Owner leases to Resident the dwelling at ${v.premises} (the "Premises").`,
  )
  c(
    'SECTION 3. TERM.',
    `The term commences on the ${dayOf(v.start)}, and expires at 11:59 p.m. on the ${dayOf(v.end)}. Resident shall give at least thirty (30) days\u2019 written notice before expiration if Resident will not renew.` +
      (v.prior
        ? ` Resident has occupied the Premises since ${dt(v.prior.since).long} under a prior lease at ${usd(v.prior.rent)} per month; this Lease replaces that lease from its commencement.`
        : ''),
  )
  c(
    'SECTION 4. RENT.',
    `Resident shall pay rent of ${usd(v.rent)} per month, on or before the first (1st) day of each calendar month, using the payment coupon at the end of this Lease or the Agent\u2019s online portal at ${v.portal} (ACH debit from a bank account). Personal checks, cashier\u2019s checks and money orders must be made payable to ${v.payee} and mailed to ${v.remit}; rent mailed to or left at the Agent\u2019s office is not accepted. No cash.`,
  )
  c(
    'SECTION 5. LATE CHARGE.',
    `If the full rent is not received by 11:59 p.m. on the third (3rd) day of the month, Resident shall owe ${late}.`,
  )
  c(
    'SECTION 6. RETURNED PAYMENTS.',
    'Resident shall pay $40.00 for any check or electronic debit returned unpaid, and after two returned payments Resident must pay all further rent by cashier\u2019s check or money order.',
  )
  c(
    'SECTION 7. SECURITY DEPOSIT.',
    `Resident has deposited ${usd(v.deposit)}. Within thirty (30) days after Resident surrenders possession, Agent shall refund the security deposit less itemized deductions, by mail to Resident\u2019s last known address.`,
  )
  c(
    'SECTION 8. OCCUPANCY AND GUESTS.',
    'Only Resident may occupy the Premises. No guest may remain more than fifteen (15) days in any calendar month.',
  )
  c(
    'SECTION 9. MAINTENANCE AND ENTRY.',
    'Resident shall keep the Premises in a clean and sanitary condition and promptly report any need for repair. Agent may enter at reasonable times upon twenty-four (24) hours\u2019 notice, and at any time in an emergency.',
  )
  c(
    'SECTION 10. UTILITIES.',
    'Resident shall pay all utilities except trash collection, which Owner provides.',
  )
  c(
    'SECTION 11. NOTICES.',
    `Notices to Owner shall be delivered to the Agent at ${v.officeWritten}. Notices to Resident shall be delivered to the Premises, and may also be sent to ${v.tenants
      .map((t) => `${t.p.full}, telephone ${t.phone}, e-mail ${t.email}`)
      .join('; ')}.`,
  )
  c(
    'SECTION 12. EMERGENCY CONTACT.',
    `In an emergency the Agent may call ${v.emergency}, who is not a party to this Lease.`,
  )
  c(
    'SECTION 13. MISSOURI DISCLOSURES.',
    'Owner discloses that the Premises were built after 1978 and that no lead-based paint disclosure is required. Resident acknowledges the smoke-alarm test at move-in.',
  )
  k.gap(6)
  signPair(
    k,
    [`OWNER: ${v.owner}`, `By ${v.agent}, its Agent`],
    [`RESIDENT: ${v.tenants[0]?.p.full ?? ''}`],
  )
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`RESIDENT: ${t.p.full}`])
  k.gap(6)
  coupon(k, 'RENT PAYMENT COUPON', [
    ['Resident(s):', andList(v.tenants.map((t) => t.p.full))],
    ['Premises:', v.premises],
    ['Monthly rent:', usd(v.rent)],
    ['Due:', '1st of each month \u2014 late after the 3rd'],
    ['Make payable to:', v.payee],
    ['Mail to:', v.remit],
    ['Or pay online:', v.portal],
  ])
  pageNumbers(k, (i, n) => `Page ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dayOf(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 15,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', "Cashier's Check", 'Money Order'],
      lateFeePercentage: 'pct' in v.late ? v.late.pct : null,
      gracePeriodDays: 3,
      nsfFeeFirst: 40,
      rentDueDescription: 'on or before the first (1st) day of each calendar month',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      officeHours: v.hours,
      depositReturnDays: 30,
      depositReturnCondition:
        'less itemized deductions, by mail to Resident\u2019s last known address',
      _notes: [
        'Managed lease in numbered sections with run-in heads, ordinal "day of" dates ("the 1st day of June, 2027"; terminationDateText as written), and a dashed detachable rent coupon at the end with payee, mailing address and portal.',
        'Owner "acting by and through" the agent: managementCompany the agent; notices go to the agent\u2019s office (mailingAddress, the suite or floor written before the street; truth after it), while rent is mailed to a P.O. box (paymentAddress) payable to the payee as written; rent left at the office is refused.',
        'Methods: portal ACH debit, personal checks, cashier\u2019s checks and money orders by mail; no cash. Late "not received by 11:59 p.m. on the third (3rd) day": gracePeriodDays 3.',
        'The returned-payment sentence also requires certified funds after two returns (one sentence with a further requirement): nsfFeeFirst 40, nsfPolicy null.',
        'Tenants\u2019 phones and e-mails only in the notices section. The emergency contact in section 12 is a distractor. No occupants, move-in total or prorated rent stated.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'missouri_rent_coupon',
  title: 'Missouri managed lease with a detachable rent payment coupon',
  exercises:
    'centred agent letterhead with the suite or floor before the street and office hours, numbered sections with run-in capital heads, owner an LLC or an individual "acting by and through" the agent, ordinal "day of" dates, prior lease rent as a distractor in one, rent "on or before the first (1st) day", portal ACH or checks/cashier\u2019s checks/money orders to a payee at a P.O. box with the office refused, no cash, late after 11:59 p.m. on the 3rd (flat or percentage), returned-payment sentence joined with a certified-funds rule, 30-day deposit refund by mail, guest days per month, notices to the office with tenants\u2019 phones and e-mails, emergency contact distractor, dashed detachable payment coupon',
  docs: [
    {
      name: 'tw7_mo_managed_lease_joplin',
      build: () =>
        build({
          owner: 'Tri-State Brickworks Lofts, LLC',
          agent: 'Four States Residential Management Co.',
          officeWritten: 'Suite 101, 2630 E 7th Street, Joplin, MO 64801',
          office: '2630 E 7th Street, Suite 101, Joplin, MO 64801',
          hours: 'Monday\u2013Friday 8:00 a.m.\u20135:00 p.m., Saturday by appointment',
          agentPhone: '(417) 555-0126',
          remit: 'P.O. Box 2855, Joplin, MO 64803',
          payee: 'Four States Residential Mgmt.',
          portal: 'www.fourstatesresidential.example.com',
          tenants: [
            {
              p: person('Jonah', 'Whitebird'),
              phone: '(417) 555-0158',
              email: 'jonah.whitebird@example.com',
            },
            {
              p: person('Saoirse', 'Delacroix-Amadi'),
              phone: '(417) 555-0185',
              email: 'saoirse.da@example.net',
            },
          ],
          emergency: 'Wilma Whitebird at (918) 555-0133',
          premises: '119 S Main Street, Loft 304, Joplin, MO 64801',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 1045,
          deposit: 1045,
          late: { flat: 50 },
          prior: null,
          signed: '2027-05-19',
          notes: ['Owner an LLC; two tenants; flat $50 late charge (lateFeePercentage null).'],
        }),
    },
    {
      name: 'tw7_mo_managed_lease_cape_girardeau',
      build: () =>
        build({
          owner: 'Rupert L. Schnurbusch',
          agent: 'River Heritage Property Management, LLC',
          officeWritten: 'Second Floor, 17 N Main Street, Cape Girardeau, MO 63701',
          office: '17 N Main Street, Second Floor, Cape Girardeau, MO 63701',
          hours: 'weekdays 9 a.m. to 4 p.m.',
          agentPhone: '(573) 555-0119',
          remit: 'P.O. Box 1890, Cape Girardeau, MO 63702',
          payee: 'River Heritage PM',
          portal: 'riverheritagepm.example.org/residents',
          tenants: [
            {
              p: person('Thaddeus', 'Obuya-Kraemer'),
              phone: '(573) 555-0164',
              email: 'tok@example.com',
            },
          ],
          emergency: 'Greta Kraemer, (314) 555-0107',
          premises: '1409 Bessie Street, Cape Girardeau, MO 63701',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 935,
          deposit: 900,
          late: { pct: 10 },
          prior: { since: '2025-08-01', rent: 875 },
          signed: '2027-07-08',
          notes: [
            'Owner an individual; one tenant in a house (no unit). The prior lease and its $875 rent are distractors: this lease\u2019s rent and term are the truth. Deposit lower than the rent. Late charge 10% of the monthly rent.',
          ],
        }),
    },
  ],
}
