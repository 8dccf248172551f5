import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, heading, pageNumbers, runningHead, signPair } from '../parts'

type V = {
  llc: string
  member: string
  llcAddr: string
  llcPhone: string
  portal: string
  tenants: { p: Person; phone: string | null; email: string }[]
  occupants: { p: Person; relation: string }[]
  premises: string
  wholeHouse: boolean
  start: string
  end: string
  rent: number
  prorated: number | null
  deposit: number
  petRent: number | null
  petFee: number | null
  guarantor: { p: Person; addr: string; phone: string; for: string } | null
  military: boolean
  signed: string
  notes: string[]
}

const ADMIN = 150

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9 })
  const { f, p } = k
  const bar = (t: string) => heading(k, t, { size: 9.6, bar: 0.86, font: f.sansBold })
  k.centre(v.llc.toUpperCase(), 11, f.sansBold)
  k.centre(`${v.llcAddr}  |  ${v.llcPhone}`, 8, f.sans)
  k.gap(8)
  k.centre('RESIDENTIAL LEASE', 15, f.sansBold)
  k.gap(2)
  bar('SECTION 1 \u2014 PARTIES')
  p(
    `This Residential Lease is made between ${v.llc}, a Tennessee limited liability company that manages its own properties ("Landlord"), and the persons listed in the resident table below ("Residents"). Residents are jointly and severally liable for all rent and charges.`,
  )
  k.table(
    [
      ['Resident (last, first)', 'E-mail', 'Mobile'],
      ...v.tenants.map((t) => [lastFirst(t.p), t.email, t.phone ?? '\u2014']),
    ],
    [0.38, 0.4, 0.22],
    { head: true, size: 8.6 },
  )
  p(
    v.occupants.length
      ? `Authorized occupants who are not Residents: ${v.occupants.map((o) => `${o.p.full} (${o.relation})`).join(', ')}.`
      : 'There are no authorized occupants other than the Residents.',
  )
  bar('SECTION 2 \u2014 PREMISES AND TERM')
  k.table(
    [
      ['Premises', v.premises + (v.wholeHouse ? ' (entire house and yard)' : '')],
      ['Lease begins', dt(v.start).us],
      ['Lease ends', dt(v.end).us],
      ['Monthly rent', `${usd(v.rent)} \u2014 see Addendum A for other charges`],
      ['Security deposit', usd(v.deposit)],
    ],
    [0.3, 0.7],
    { size: 8.8 },
  )
  bar('SECTION 3 \u2014 RENT')
  p(
    'Rent is payable in advance, on or before the 1st of each month, in the manner set out in Addendum A. Rent for any partial first month is prorated by the day. Rent not paid in full within five (5) days after the due date incurs a late fee equal to ten percent (10%) of the past-due amount.',
  )
  bar('SECTION 4 \u2014 SECURITY DEPOSIT')
  p(
    'Landlord holds the deposit in a separate account at a Tennessee bank. Landlord will refund the deposit within thirty (30) days after the Lease ends and all Residents have moved out, less itemized charges. Residents must leave a forwarding address in writing.',
  )
  bar('SECTION 5 \u2014 USE AND GUESTS')
  p(
    'The Premises are a private residence for the Residents and the authorized occupants only. No guest may stay more than seven (7) consecutive nights, and no one may be added to the household without Landlord\u2019s written approval.',
  )
  bar('SECTION 6 \u2014 REPAIRS, ENTRY, UTILITIES')
  p(
    'Residents submit repair requests through the portal; emergencies by telephone. Landlord may enter after giving twenty-four (24) hours\u2019 notice. Residents pay electric, gas and internet; water and sewer are billed by Landlord as shown in Addendum A.',
  )
  if (v.military) {
    bar('SECTION 7 \u2014 MILITARY SERVICE')
    p(
      'A Resident who is a member of the armed forces and receives permanent change-of-station orders or deployment orders for ninety (90) days or more may end this Lease on thirty (30) days\u2019 written notice with a copy of the orders, as federal law allows.',
    )
  }
  bar(`SECTION ${v.military ? 8 : 7} \u2014 NOTICES`)
  p(
    `Notices to Landlord: ${v.llc}, ${v.llcAddr}. Notices to Residents: at the Premises, and by e-mail to the addresses in Section 1.`,
  )
  k.gap(4)
  signPair(
    k,
    [`LANDLORD: ${v.llc}`, `By: ${v.member}, Member`, `Date: ${dt(v.signed).us}`],
    [`RESIDENT: ${v.tenants[0]?.p.full ?? ''}`, `Date: ${dt(v.signed).us}`],
  )
  for (const t of v.tenants.slice(1))
    signPair(k, ['', ''], [`RESIDENT: ${t.p.full}`, `Date: ${dt(v.signed).us}`])

  freshPage(k)
  k.centre('ADDENDUM A \u2014 RENT, FEES AND HOW TO PAY', 12.5, f.sansBold)
  k.centre(`to the Residential Lease for ${v.premises}`, 8.6, f.sans)
  k.gap(6)
  const water = 45
  k.table(
    [
      ['Recurring monthly charges', 'Amount', 'Notes'],
      ['Rent', usd(v.rent), 'Due on the 1st'],
      ['Water / sewer flat charge', usd(water), 'Not rent; billed with rent'],
      ...(v.petRent ? [['Pet rent', usd(v.petRent), 'One dog; not rent']] : []),
    ],
    [0.45, 0.2, 0.35],
    { head: true, size: 8.8 },
  )
  const moveRows: [string, number][] = [
    [
      v.prorated ? `Prorated rent from ${dt(v.start).us}` : 'First full month\u2019s rent',
      v.prorated ?? v.rent,
    ],
    ['Security deposit', v.deposit],
    ['Lease administration fee (non-refundable)', ADMIN],
    ...(v.petFee ? ([['Pet fee (non-refundable)', v.petFee]] as [string, number][]) : []),
  ]
  const total = moveRows.reduce((s, [, a]) => s + a, 0)
  k.table(
    [
      ['Due at signing', 'Amount'],
      ...moveRows.map(([l, a]) => [l, usd(a)]),
      ['Total due at signing', usd(total)],
    ],
    [0.65, 0.35],
    { head: true, size: 8.8 },
  )
  k.table(
    [
      ['Other charges (when they apply)', 'Amount'],
      ['Late fee (after 5 days)', '10% of the past-due amount'],
      ['Returned or reversed payment \u2014 first', '$30.00'],
      ['Returned or reversed payment \u2014 each later one', '$50.00'],
      ['Lock-out call after hours', '$65.00'],
      ['Replacement key or fob', '$25.00'],
    ],
    [0.65, 0.35],
    { head: true, size: 8.8 },
  )
  heading(k, 'How to pay', { size: 10, rule: true, font: f.sansBold })
  p(
    `All rent and charges are paid through the ${v.llc} resident portal at ${v.portal}, by ACH bank draft from a checking or savings account or by debit or credit card (a card processing fee applies). Paper checks, money orders and cash are not accepted at any time, including for move-in funds. Residents may set up automatic monthly drafts in the portal.`,
  )
  k.gap(4)
  signPair(k, ['Landlord initials'], ['Resident initials'])

  if (v.guarantor) {
    const g = v.guarantor
    freshPage(k)
    k.centre('GUARANTY OF LEASE', 12.5, f.sansBold)
    k.gap(6)
    p(
      `In consideration of Landlord leasing the Premises at ${v.premises} to ${g.for}, the undersigned Guarantor unconditionally guarantees payment of all rent and charges under the Lease, including any renewal. Landlord need not first proceed against any Resident. The Guarantor is not a Resident and has no right to occupy the Premises.`,
    )
    k.table(
      [
        ['Guarantor', g.p.full],
        ['Home address', g.addr],
        ['Telephone', g.phone],
      ],
      [0.3, 0.7],
      { size: 8.8 },
    )
    signPair(k, [`GUARANTOR: ${g.p.full}`, `Date: ${dt(v.signed).us}`], ['', ''])
  }
  runningHead(k, `${v.llc} \u2014 Residential Lease \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `Page ${i} of ${n}    Resident initials ______`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).us,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      housingProvider: v.llc,
      mailingAddress: v.llcAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH'],
      lateFeePercentage: 10,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      nsfFeeAdditional: 50,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'payable in advance, on or before the 1st of each month',
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days after the Lease ends and all Residents have moved out, less itemized charges',
      _notes: [
        'Self-managed LLC\u2019s lease on shaded section bars with a resident table in "LAST, First" form (truth in natural order) and a premises/term table in MM/DD/YYYY, followed by Addendum A (charges, move-in funds, fee table, how to pay) on its own page.',
        'The LLC signs by its member, who is not a manager: managementCompany null. The LLC\u2019s address in the header and Section 8/7 is the notice address (mailingAddress).',
        'Payment only through the portal by ACH draft or card: Online Portal and ACH (cards are outside the vocabulary); checks, money orders and cash refused; no payee and no payment address (null).',
        'Late "not paid in full within five (5) days after the due date": gracePeriodDays 5, lateFeePercentage 10. Returned-payment fees only in the Addendum A table (first $30, each later $50): nsfFeeFirst/nsfFeeAdditional, nsfPolicy null.',
        'monthlyRent is the rent row; the water/sewer flat charge and pet rent are not rent. totalMoveInCost is the "Total due at signing" row (includes the non-refundable administration fee).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'tennessee_llc_fee_addendum',
  title: 'Tennessee self-managed LLC lease with a rent, fees and payment addendum',
  exercises:
    'LLC landlord managing itself and signing by its member, shaded section bars, resident table in "LAST, First" with e-mails and mobiles (dashes where none), occupants with their relation or none, premises and term in a table with MM/DD/YYYY dates, whole house or apartment, rent "payable in advance, on or before the 1st", 10% late after five days, 30-day deposit refund, consecutive-night guest limit, military clause in one, addendum page with monthly charges (water flat charge, pet rent), move-in table with prorated first month or full month and a non-refundable fee, fee table with first and later returned-payment fees, portal-only ACH or card with checks, money orders and cash refused, guaranty page with the guarantor\u2019s address and phone as a distractor in one',
  docs: [
    {
      name: 'tw7_tn_llc_lease_johnson_city',
      build: () =>
        build({
          llc: 'Buffalo Mountain Rentals, LLC',
          member: 'Harlan J. Deakins',
          llcAddr: 'P.O. Box 3312, Johnson City, TN 37602',
          llcPhone: '(423) 555-0117',
          portal: 'buffalomountainrentals.example.com',
          tenants: [
            {
              p: person('Zadie', 'Okafor-Bell'),
              phone: null,
              email: 'zadie.okaforbell@example.edu',
            },
            { p: person('Caleb', 'Pruitt'), phone: null, email: 'cpruitt27@example.edu' },
            { p: person('Rei', 'Nakashima'), phone: null, email: 'rei.nakashima@example.com' },
          ],
          occupants: [],
          premises: '1206 W Walnut Street, Johnson City, TN 37604',
          wholeHouse: true,
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1650,
          prorated: null,
          deposit: 1650,
          petRent: null,
          petFee: null,
          guarantor: {
            p: person('Brenda', 'Pruitt'),
            addr: '88 Laurel Fork Road, Elizabethton, TN 37643',
            phone: '(423) 555-0169',
            for: 'Caleb Pruitt',
          },
          military: false,
          signed: '2027-04-20',
          notes: [
            'Three residents of a whole house (no unit); the resident table gives e-mails but no mobiles (dashes), so tenantPhone is null. The guaranty page (a parent of one resident, with her home address and phone) is a distractor.',
            'First month full (proratedRent null); total due at signing = rent + deposit + administration fee.',
          ],
        }),
    },
    {
      name: 'tw7_tn_llc_lease_clarksville',
      build: () =>
        build({
          llc: 'Cumberland Bluff Homes, LLC',
          member: 'Odessa R. Whitlock',
          llcAddr: '1510 Fort Campbell Boulevard, Suite 6, Clarksville, TN 37042',
          llcPhone: '(931) 555-0128',
          portal: 'pay.cumberlandbluff.example.net',
          tenants: [
            {
              p: person('Marisol', 'Vasquez-Tillman'),
              phone: '(931) 555-0187',
              email: 'marisol.vt@example.com',
            },
          ],
          occupants: [
            { p: person('Derek', 'Tillman'), relation: 'spouse' },
            { p: person('Luz', 'Tillman'), relation: 'daughter, 4' },
          ],
          premises: '2219 Madison Street, Apt 5, Clarksville, TN 37043',
          wholeHouse: false,
          start: '2027-11-15',
          end: '2028-11-30',
          rent: 1095,
          prorated: 584,
          deposit: 1095,
          petRent: 25,
          petFee: 200,
          guarantor: null,
          military: true,
          signed: '2027-11-03',
          notes: [
            'One resident with two authorized occupants (a spouse and a child) who are not tenants. The LLC\u2019s office has a suite after the street.',
            'Starts on the 15th: prorated rent for 16 of 30 days (proratedRent); total due at signing = prorated rent + deposit + administration fee + pet fee. Pet rent is not rent.',
          ],
        }),
    },
  ],
}
