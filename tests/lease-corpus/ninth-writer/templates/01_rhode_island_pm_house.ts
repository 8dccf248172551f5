import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, panel, runningHead, sideHead, sign } from '../parts'

type V = {
  owner: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lawnCare: number | null
  signed: string
  notes: string[]
}

const AGENT = 'Greenwich Bay Residential Management, Inc.'
const OFFICE = '2210 Post Road, Suite 4, Warwick, RI 02886'
const HOURS = 'Monday through Friday, 8:30 a.m. to 4:30 p.m.; Saturday by appointment'
const LOCKBOX = 'P.O. Box 6071, Warwick, RI 02887'
const PAYEE = 'Greenwich Bay Residential Mgmt., agent for owner'

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 54, size: 9.2 })
  const { f } = k
  k.line(AGENT.toUpperCase(), 12, f.sansBold)
  k.line(`${OFFICE}  |  (401) 555-0142  |  leasing@greenwichbay-rm.example.com`, 8, f.sans)
  k.line(`Office hours: ${HOURS}`, 8, f.sans)
  k.gap(10)
  k.centre('SINGLE-FAMILY HOUSE LEASE', 13, f.sansBold)
  k.gap(4)
  panel(k, 'Key Terms', [
    ['Owner', v.owner],
    ['Managing Agent', `${AGENT} ("Agent"), acting for the Owner`],
    ['Resident(s)', andList(v.tenants.map((t) => t.p.full))],
    ['Other occupants', v.occupants.length ? andList(v.occupants.map((o) => o.full)) : 'None'],
    ['House', v.premises],
    ['Term', `${dt(v.start).long} through ${dt(v.end).long}`],
    ['Monthly rent', moneyWords(v.rent, 'title')],
    ['Security deposit', usd(v.deposit)],
    ...(v.lawnCare === null
      ? []
      : [
          ['Lawn service (not rent)', `${usd(v.lawnCare)} per month, April to October`] as [
            string,
            string,
          ],
        ]),
  ])
  const s = (h: string, t: string) => sideHead(k, h, t)
  s(
    'Paying rent',
    `Rent is payable in advance and is due on the first day of each calendar month without demand. Pay by the Agent\u2019s resident portal (e-check or debit card), or by personal check, cashier\u2019s check or money order payable to "${PAYEE}", mailed to the Agent\u2019s payment lockbox at ${LOCKBOX}. The office does not take cash and cannot accept rent over the counter.`,
  )
  s(
    'Late rent',
    'If rent is not received by the close of business on the fifth (5th) day of the month, Resident owes a late charge of $50.00 plus $5.00 for each further day, up to $100.00 in a month.',
  )
  s(
    'Returned payments',
    'Any check or electronic payment returned unpaid for any reason will be charged a fee of $40.00. After a second returned payment the Agent may require certified funds.',
  )
  s(
    'Security deposit',
    `The Owner holds the security deposit of ${usd(v.deposit)} through the Agent. The Agent will return the security deposit, less any lawful deductions itemized in writing, within twenty (20) days after Resident vacates and returns all keys and gives a forwarding address.`,
  )
  s(
    'Notices',
    `Notices to the Owner go to the Agent at ${OFFICE}. Notices to Resident go to the House or to the e-mail address given below.`,
  )
  s(
    'Guests',
    'A guest may not stay in the House more than ten (10) days in any six-month period without the Agent\u2019s written consent.',
  )
  s(
    'Utilities and upkeep',
    'Resident pays electricity, gas, water, sewer and internet, replaces furnace filters quarterly and keeps gutters clear of leaves. Owner maintains the roof, structure, heating plant and water heater.',
  )
  s(
    'End of term',
    'Either party may end the tenancy at the end of the Term by written notice given at least sixty (60) days ahead. If neither does, the tenancy continues from month to month at the rent then in effect.',
  )
  k.gap(6)
  k.p(`Signed ${dt(v.signed).long}.`)
  for (const t of v.tenants)
    sign(k, `Resident: ${t.p.full}`, { under: [`Tel. ${t.phone}`, `E-mail ${t.email}`] })
  sign(k, `${AGENT}, Managing Agent for the Owner`, {
    under: ['By: Corinne Vasconcelos, Leasing Manager'],
  })
  runningHead(k, `Single-Family House Lease \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `GBRM-HL 07/26   Page ${i} of ${n}   Resident initials ______`, {
    align: 'center',
  })
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
      maxGuestStayDays: 10,
      managementCompany: AGENT,
      housingProvider: v.owner,
      mailingAddress: OFFICE,
      acceptedPaymentMethods: ['Online Portal', 'Check', "Cashier's Check", 'Money Order'],
      gracePeriodDays: 5,
      nsfFeeFirst: 40,
      rentDueDescription: 'due on the first day of each calendar month without demand',
      paymentRecipient: PAYEE,
      paymentAddress: LOCKBOX,
      officeHours: HOURS,
      nsfPolicy:
        'Any check or electronic payment returned unpaid for any reason will be charged a fee of $40.00.',
      depositReturnDays: 20,
      depositReturnCondition:
        'less any lawful deductions itemized in writing, within twenty (20) days after Resident vacates and returns all keys and gives a forwarding address',
      _notes: [
        'Property manager\u2019s house lease: letterhead with the agent\u2019s office, phone and office hours, a framed Key Terms panel, then side-headed paragraphs; residents\u2019 phones and e-mails only under their signatures (the first-listed resident\u2019s are tenantPhone and tenantEmail).',
        'Notices to the Owner go to the Agent\u2019s office (mailingAddress). The payee is written in quotation marks with an abbreviated company name ("Greenwich Bay Residential Mgmt., agent for owner"); the lockbox P.O. box is paymentAddress.',
        'Portal e-check or debit card gives Online Portal (the lease names no ACH); personal check, cashier\u2019s check and money order listed; cash refused. "not received by the close of business on the fifth (5th) day": gracePeriodDays 5, flat $50 plus daily fee (no percentage).',
        'nsfPolicy is the one returned-payment sentence; the certified-funds rule is a separate sentence. Deposit "return the security deposit, less \u2026": the condition is the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'rhode_island_pm_house',
  title: 'Rhode Island property manager\u2019s single-family house lease with a key-terms panel',
  exercises:
    'manager\u2019s letterhead with office address, phone and office hours, framed Key Terms panel (owner, managing agent, residents, occupants, house, term in long dates, rent in title-case words), side-headed paragraphs, portal or check/cashier\u2019s check/money order payable to an abbreviated agent payee at a lockbox P.O. box, cash refused, late "not received by the close of business on the fifth (5th) day" with a daily add-on and cap, returned-payment sentence then certified-funds rule, 20-day deposit return, guest days per six months, lawn service apart from rent in one, residents\u2019 phones and e-mails under their signatures, running head',
  docs: [
    {
      name: 'tw9_ri_pm_house_lease_warwick',
      build: () =>
        build({
          owner: 'Ashby Lane Holdings LLC',
          tenants: [
            {
              p: person('Marisol', 'Ekwueme'),
              phone: '(401) 555-0163',
              email: 'marisol.ekwueme@example.net',
            },
            {
              p: person('Teodor', 'Lindqvist'),
              phone: '(401) 555-0179',
              email: 'tlindqvist@example.com',
            },
          ],
          occupants: [person('Ines', 'Lindqvist')],
          premises: '58 Chepiwanoxet Way, Warwick, RI 02889',
          start: '2027-06-01',
          end: '2028-05-31',
          rent: 2350,
          deposit: 2350,
          lawnCare: 65,
          signed: '2027-05-14',
          notes: [
            'Owner is an LLC managed by the agent. Lawn service of $65.00 a month is listed in the panel apart from rent (not monthlyRent). One child named as other occupant.',
          ],
        }),
    },
    {
      name: 'tw9_ri_pm_house_lease_cranston',
      build: () =>
        build({
          owner: 'Philomena R. Ostrander',
          tenants: [
            {
              p: person('Desmond', 'Achterberg'),
              phone: '(401) 555-0118',
              email: 'd.achterberg@example.org',
            },
          ],
          occupants: [],
          premises: '19 Budlong Farm Road, Cranston, RI 02920',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1975,
          deposit: 1975,
          lawnCare: null,
          signed: '2027-08-20',
          notes: ['Owner an individual with the agent managing; one resident, no other occupants.'],
        }),
    },
  ],
}
