import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, schedule, sign } from '../parts'

type V = {
  landlord: string
  noticeAddr: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  end: string
  rent: number
  prorated: number | null
  deposit: number
  payee: string
  remit: string
  bank: { name: string; account: string; routing: string } | null
  nsf: [first: number, later: number]
  signed: string
  notes: string[]
}

const short = (iso: string) => dt(iso).monthShort

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9 })
  const { f, p } = k
  k.centre('RESIDENTIAL TENANCY', 15)
  k.centre('Schedule of Particulars and General Conditions', 9.5, f.italic)
  k.gap(6)
  p(
    'Part A sets out the particulars of this tenancy. Part B contains the general conditions. If they differ, Part A governs.',
    { size: 8.6 },
  )
  heading(k, 'PART A \u2014 SCHEDULE OF PARTICULARS', { size: 10, rule: true })
  const movein = (v.prorated ?? v.rent) + v.deposit
  schedule(
    k,
    ['Item', 'Particular', 'Entry'],
    [
      ['1', 'Landlord', v.landlord],
      ['2', 'Landlord\u2019s address for notices', v.noticeAddr],
      ['3', 'Tenant(s) (surname first)', v.tenants.map((t) => lastFirst(t.p, false)).join('; ')],
      [
        '4',
        'Other occupants',
        v.occupants.length
          ? v.occupants.map((o) => `${lastFirst(o.p, false)} (age ${o.age})`).join('; ')
          : 'Nil',
      ],
      ['5', 'Premises', v.premises],
      ['6', 'Term', 'Fixed term, from the commencement date to the expiry date'],
      ['7', 'Commencement date', short(v.start)],
      ['8', 'Expiry date', short(v.end)],
      ['9', 'Rent per month', usd(v.rent)],
      ['10', 'Rent payment day', 'the first day of each month'],
      [
        '11',
        'Rent for the first (part) month',
        v.prorated ? `${usd(v.prorated)} (prorated)` : 'Full month \u2014 see item 9',
      ],
      ['12', 'Security deposit', usd(v.deposit)],
      ['13', 'Total payable before possession', usd(movein)],
      ['14', 'Cheques payable to', v.payee],
      ['15', 'Remittance address', v.remit],
      [
        '16',
        'Direct deposit',
        v.bank
          ? `${v.bank.name}, routing ${v.bank.routing}, account ${v.bank.account}`
          : 'Not offered',
      ],
      [
        '17',
        'Late fee',
        '$10.00 per day from the 4th day of the month, not more than $50.00 in a month',
      ],
      ['18', 'Returned payment fee', `${usd(v.nsf[0])} first; ${usd(v.nsf[1])} each later one`],
      ['19', 'Guest limit', '14 days in any 12-month period'],
    ],
  )
  heading(k, 'PART B \u2014 GENERAL CONDITIONS', { size: 10, rule: true })
  const c = (n: number, s: string) => p(`B${n}. ${s}`, { size: 8.7, after: 3 })
  c(1, 'The Landlord lets and the Tenant takes the Premises (item 5) for the Term (items 6 to 8).')
  c(
    2,
    `The Tenant pays the rent (item 9) on the rent payment day (item 10) by check or money order made payable as in item 14 and mailed to the remittance address (item 15)${v.bank ? ', or by direct deposit to the account in item 16' : ''}. Cash is not accepted.`,
  )
  c(
    3,
    'Rent is late when any part of it is unpaid after the third day of the month; the late fee in item 17 then accrues.',
  )
  c(4, 'A payment returned unpaid by the Tenant\u2019s bank incurs the fee in item 18.')
  c(
    5,
    'The Landlord holds the security deposit (item 12) against unpaid rent and damage beyond ordinary wear and tear. The Landlord shall return the security deposit, or a written statement of deductions with the balance, within two weeks after the tenancy ends and the Tenant returns the keys; a fully itemized statement follows within forty-five days if the Tenant asks for it.',
  )
  c(
    6,
    'Only the persons in items 3 and 4 may reside at the Premises. Guests are limited as in item 19.',
  )
  c(
    7,
    'The Tenant pays electricity and natural gas. The Landlord pays water, sewer and refuse collection.',
  )
  c(
    8,
    'The Tenant may not assign or sublet, keep a pet, or make alterations without the Landlord\u2019s written consent.',
  )
  c(
    9,
    'The Landlord may enter at reasonable hours on reasonable notice to inspect, repair or show the Premises, and at any time in an emergency.',
  )
  c(
    10,
    'Notices to the Landlord are given at the address in item 2; notices to the Tenant at the Premises or by e-mail (see the signature page).',
  )
  k.gap(6)
  p(`Executed ${short(v.signed)}.`, { size: 9 })
  sign(k, `Landlord: ${v.landlord}`, { width: 260 })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.p.full}`, { width: 260, under: [`Tel. ${t.phone}   E-mail ${t.email}`] })
  pageNumbers(k, (i, n) => `Residential Tenancy \u2014 Schedule and Conditions \u2014 ${i}/${n}`)
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
      terminationDateText: short(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.bank
        ? ['Check', 'Money Order', 'Bank Transfer']
        : ['Check', 'Money Order'],
      bankAccount: v.bank?.account ?? null,
      gracePeriodDays: 3,
      nsfFeeFirst: v.nsf[0],
      nsfFeeAdditional: v.nsf[1],
      totalMoveInCost: movein,
      proratedRent: v.prorated,
      rentDueDescription: 'the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      depositReturnDays: 14,
      depositReturnCondition:
        'or a written statement of deductions with the balance, within two weeks after the tenancy ends and the Tenant returns the keys; a fully itemized statement follows within forty-five days if the Tenant asks for it',
      _notes: [
        'Schedule of particulars: numbered items in a ruled three-column table (item, particular, entry), then general conditions B1\u2013B10 that refer to the items; dates "Sep. 1, 2027" (month abbreviated); tenants and occupants "Last, First" in the table (truth in natural order); tenants\u2019 phones and e-mails only under their signatures.',
        'The landlord manages the property (no agent, managementCompany null); item 2 is mailingAddress; item 14 is the payee as written and item 15 the remittance P.O. box.',
        '"unpaid after the third day of the month": gracePeriodDays 3 (the daily fee from the 4th agrees). Daily capped fee, lateFeePercentage null.',
        'Returned-payment fees only in item 18 (first and each later one): nsfFeeFirst, nsfFeeAdditional; B4 only refers to the item, so nsfPolicy null.',
        'Deposit "within two weeks" (depositReturnDays 14; the 45-day itemized statement on request is part of the condition, which is the wording after "the security deposit"). Guests 14 days in any 12-month period. totalMoveInCost is item 13.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'south_dakota_schedule',
  title:
    'South Dakota residential tenancy with a numbered schedule of particulars and general conditions',
  exercises:
    'three-column ruled schedule of particulars (item, particular, entry) followed by conditions that cite item numbers, "Last, First" tenants and occupants with ages in the table, abbreviated month dates, first (part) month prorated or full, total payable before possession, payee and remittance P.O. box items, direct deposit with routing and account numbers or "Not offered", daily late fee capped, first and later returned-payment fees only in the table, deposit back "within two weeks" with a 45-day itemized statement on request, guest days per 12 months, tenants\u2019 phones and e-mails under their signatures',
  docs: [
    {
      name: 'tw8_sd_tenancy_schedule_rapid_city',
      build: () =>
        build({
          landlord: 'Harlan and Vesna Ostrowski',
          noticeAddr: '5012 Sheridan Lake Road, Rapid City, SD 57702',
          tenants: [
            {
              p: person('Perrin', 'Lachance'),
              phone: '(605) 555-0114',
              email: 'perrin.lachance@example.com',
            },
            {
              p: person('Ysolde', 'Bergstrom'),
              phone: '(605) 555-0169',
              email: 'ysolde.b@example.org',
            },
          ],
          occupants: [{ p: person('Ottilie', 'Lachance'), age: 4 }],
          premises: '1918 West Boulevard, Rapid City, SD 57701',
          start: '2027-09-12',
          end: '2028-08-31',
          rent: 1240,
          prorated: 785.33,
          deposit: 1240,
          payee: 'H. & V. Ostrowski',
          remit: 'P.O. Box 2716, Rapid City, SD 57709',
          bank: { name: 'Black Hills Prairie Bank', account: '4410029385', routing: '091900318' },
          nsf: [30, 40],
          signed: '2027-08-30',
          notes: [
            'Owner couple (housingProvider as item 1 writes them); the payee is written "H. & V. Ostrowski" (paymentRecipient as written). Direct deposit adds Bank Transfer; the account number is bankAccount, the routing number a distractor.',
            'Starts on the 12th: item 11 gives the prorated first month (proratedRent); total before possession = prorated rent + deposit.',
          ],
        }),
    },
    {
      name: 'tw8_sd_tenancy_schedule_brookings',
      build: () =>
        build({
          landlord: 'Jackrabbit Lane Properties, Inc.',
          noticeAddr: '325 Main Avenue, Suite 210, Brookings, SD 57006',
          tenants: [
            {
              p: person('Anselm', 'Nakamura-Dietz'),
              phone: '(605) 555-0142',
              email: 'anselm.nd@example.net',
            },
          ],
          occupants: [],
          premises: '714 Sixth Street, Unit 5, Brookings, SD 57006',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 895,
          prorated: null,
          deposit: 895,
          payee: 'Jackrabbit Lane Properties, Inc.',
          remit: 'P.O. Box 388, Brookings, SD 57006',
          bank: null,
          nsf: [35, 50],
          signed: '2027-05-18',
          notes: [
            'Company landlord managing itself; one tenant, no occupants ("Nil"); no direct deposit. Full first month, so proratedRent null and the total = rent + deposit.',
          ],
        }),
    },
  ],
}
