import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxRow, heading, pageNumbers, room, runningHead, signPair } from '../parts'

type V = {
  file: string
  owners: string
  ownerAbroad: string
  ownerEmail: string
  agent: string
  agentOffice: string
  agentTel: string
  agentHours: string
  licensee: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  strataLot: string
  unit: string
  parking: string
  start: string
  end: string | null
  vacate: boolean
  rent: number
  deposit: number
  petDeposit: number
  etransfer: string
  guestRule: { text: string; n: number | null }
  signed: string
  notes: string[]
}

const cad = (n: number) => usd(n)

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 8.9 })
  const { f } = k
  k.w.y = k.w.height - 52
  k.line('RESIDENTIAL TENANCY AGREEMENT \u2014 STRATA LOT', 13.5, f.sansBold)
  k.line(
    `British Columbia  \u00b7  prepared by the landlord\u2019s agent  \u00b7  Agent file ${v.file}  \u00b7  All amounts in Canadian dollars`,
    7.8,
    f.sans,
  )
  k.gap(6)
  k.table(
    [
      ['', 'Landlord (owner of the strata lot)', 'Landlord\u2019s agent'],
      ['Name', v.owners, v.agent],
      ['Address', v.ownerAbroad, v.agentOffice],
      ['Contact', v.ownerEmail, `${v.agentTel}  (office hours ${v.agentHours})`],
      ['Notes', 'Resides outside Canada', `Licensee: ${v.licensee}`],
    ],
    [0.14, 0.43, 0.43],
    { head: true, size: 8.3, shade: 0.86 },
  )
  k.p(
    `Address for service of the landlord in British Columbia: ${v.agentOffice}. Any notice or document for the landlord may be delivered or mailed to the agent at that address, and the agent may act for the landlord in all matters under this agreement.`,
    { size: 8.9, after: 8 },
  )
  k.table(
    [['Tenant', 'Telephone', 'E-mail'], ...v.tenants.map((t) => [t.p.full, t.tel, t.email])],
    [0.4, 0.24, 0.36],
    { head: true, size: 8.3, shade: 0.86 },
  )
  k.p(
    `Other occupants: ${v.occupants.length ? v.occupants.map((o) => o.full).join(', ') : 'none'}.`,
    { size: 8.9, after: 6 },
  )
  k.p(
    `Rental unit: ${v.unit}, being Strata Lot ${v.strataLot}. Included: ${v.parking}, fridge, stove, dishwasher, in-suite washer and dryer, window coverings.`,
    { size: 8.9, after: 6 },
  )
  heading(k, 'Length of tenancy', { size: 9.6, font: f.sansBold, rule: true })
  k.p(`This tenancy starts on ${dt(v.start).dayMonth}.`, { size: 8.9, after: 3 })
  boxRow(k, '', [
    ['on a month-to-month basis', !v.end],
    ['for a fixed term ending on the date below', !!v.end],
  ])
  if (v.end) {
    k.p(`Fixed term ends on ${dt(v.end).dayMonth}.`, { size: 8.9, after: 3 })
    boxRow(k, 'At the end of the fixed term:', [
      ['the tenancy may continue month to month', !v.vacate],
      ['the tenant must move out (reason below)', v.vacate],
    ])
    if (v.vacate)
      k.p(
        'Reason: the landlord or a close family member intends in good faith to occupy the unit at the end of the term. Landlord\u2019s initials: ____  Tenant\u2019s initials: ____',
        { size: 8.4, after: 6 },
      )
  }
  heading(k, 'Rent and deposits', { size: 9.6, font: f.sansBold, rule: true })
  const due = 'on the first day of each month'
  k.p(
    `Rent is ${cad(v.rent)} per month, payable in advance ${due} to ${v.agent}, in trust. Rent includes strata fees, hot water and one parking stall; electricity (BC Hydro) and internet are the tenant\u2019s.`,
    { size: 8.9 },
  )
  k.p(
    `Payment is made by pre-authorized debit from the tenant\u2019s account, by Interac e-Transfer to ${v.etransfer}, or by cheque delivered to the agent\u2019s office at ${v.agentOffice}.`,
    { size: 8.9 },
  )
  const nsf = `The tenant must pay ${cad(25)} for each cheque or debit returned for non-sufficient funds, together with any service charge of the financial institution.`
  k.p(
    `If rent is not paid in full when due the tenant must pay an administration fee of ${cad(25)}. ${nsf}`,
    { size: 8.9 },
  )
  k.p(
    `Security deposit: ${cad(v.deposit)}. Pet damage deposit: ${v.petDeposit ? cad(v.petDeposit) : 'not applicable'}. Both were paid on or before the signing of this agreement.`,
    { size: 8.9, after: 8 },
  )
  heading(k, 'Terms', { size: 9.6, font: f.sansBold, rule: true })
  const ret =
    'and any pet damage deposit, with interest calculated in accordance with the regulations, within 15 days after the later of the date the tenancy ends and the date the landlord receives the tenant\u2019s forwarding address in writing'
  const terms = [
    `Return of deposits. The landlord, through the agent, must repay the security deposit ${ret}, unless the tenant agrees in writing to a deduction or an order allows it.`,
    'Condition inspections. The landlord and tenant will inspect the unit together at the start and end of the tenancy and sign a condition inspection report.',
    'Strata bylaws and rules. The tenant has received the current bylaws and rules of the strata corporation and a Notice of Tenant\u2019s Responsibilities (Form K), signed by the tenant. A fine levied by the strata corporation because of the tenant\u2019s breach of a bylaw may be charged to the tenant.',
    `Guests. ${v.guestRule.text}`,
    'Entry. The landlord or agent may enter with at least 24 hours\u2019 written notice stating the purpose and a time between 8 a.m. and 9 p.m., or at any time in an emergency.',
    'Rent increase. Rent may be increased only once in 12 months, with three full months\u2019 notice on the approved form, and only by the amount the regulations allow.',
    'Smoking and cannabis. No smoking, vaping or growing of cannabis in the unit, on the balcony or anywhere on the common property.',
    'Insurance. The tenant must carry tenant\u2019s contents and liability insurance and give the agent a copy of the policy.',
  ]
  terms.forEach((t, i) => k.p(`${i + 1}. ${t}`, { size: 8.8, after: 4 }))
  room(k, 110)
  k.gap(6)
  k.p(`Signed on ${dt(v.signed).dayMonth}.`, { size: 8.8, after: 10 })
  signPair(
    k,
    [`Landlord: ${v.owners}`, `by ${v.agent}, agent`, `per ${v.licensee}`],
    [`Tenant: ${v.tenants[0]?.p.full ?? ''}`],
  )
  if (v.tenants[1]) signPair(k, [''], [`Tenant: ${v.tenants[1].p.full}`])
  runningHead(k, `Strata lot tenancy \u2014 ${v.unit}`)
  pageNumbers(k, (i, n) => `Page ${i} of ${n}   Tenant initials ____`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).dayMonth : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestRule.n,
      managementCompany: v.agent,
      housingProvider: v.owners,
      mailingAddress: v.agentOffice,
      acceptedPaymentMethods: ['ACH', 'E-Transfer', 'Check'],
      nsfFeeFirst: 25,
      rentDueDescription: due,
      paymentRecipient: `${v.agent}, in trust`,
      paymentAddress: v.agentOffice,
      officeHours: v.agentHours,
      nsfPolicy: nsf,
      depositReturnDays: 15,
      depositReturnCondition: ret,
      _notes: [
        'British Columbia strata-lot tenancy agreement prepared by the agent of an owner living outside Canada: a landlord/agent table, the landlord\u2019s address for service in BC (the agent\u2019s office, mailingAddress; the owner\u2019s address abroad is a distractor), a tenants table with phone and e-mail, check boxes for the length of tenancy, day-month-year long dates. The agent manages and collects rent (managementCompany, paymentRecipient as written with "in trust", officeHours from the table).',
        'Pre-authorized debit is ACH, Interac e-Transfer is E-Transfer (the trust e-mail is not a Zelle number), cheques at the agent\u2019s office (paymentAddress). The $25.00 administration fee applies when rent is not paid in full when due: no grace days are allowed, so gracePeriodDays null, and it is not a percentage. nsfPolicy is the sentence about returned cheques or debits. The pet damage deposit is not the security deposit; no move-in total is stated.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'british_columbia_strata_owner_abroad',
  title:
    'British Columbia strata-lot (condominium) tenancy agreement for an owner living abroad, prepared by a licensed agent',
  exercises:
    'sans title and file line, landlord/agent side-by-side table (owner abroad in Portugal or Germany, agent office with phone and hours, licensee), landlord\u2019s address for service in BC, tenants table (one or two) and occupants line, unit first then strata lot number, check boxes for month to month or fixed term with a vacate clause, day-month-year long dates, rent payable to the agent in trust on the first, pre-authorized debit, e-Transfer to the trust e-mail or cheques at the office, $25 administration fee and NSF sentence, security and pet damage deposits, 15-day return with interest after the later of two dates, Form K and bylaws, guests left unrestricted or limited by a strata bylaw, agent signing per licensee',
  docs: [
    {
      name: 'tw13_bc_strata_lease_nanaimo',
      build: () =>
        build({
          file: 'HSR-NAN-2027-031',
          owners: 'Beatriz Almeida Carvalho',
          ownerAbroad: 'Rua das Flores 118, 3.\u00ba Esq., 1200-195 Lisboa, Portugal',
          ownerEmail: 'beatriz.ac@example.net',
          agent: 'Harbourline Strata Rentals Ltd.',
          agentOffice: '200\u201395 Front Street, Nanaimo, BC V9R 5H7',
          agentTel: '(250) 555-0116',
          agentHours: 'Monday to Friday, 9:00 a.m. to 5:00 p.m.',
          licensee: 'Colin Strachan, rental property management licensee',
          tenants: [
            {
              p: person('Farrukh', 'Tashkentov'),
              tel: '(250) 555-0179',
              email: 'farrukh.t@example.com',
            },
            {
              p: person('Naomi', 'Achterberg'),
              tel: '(778) 555-0150',
              email: 'naomi.achterberg@example.org',
            },
          ],
          occupants: [],
          strataLot: '42, Strata Plan VIS6118',
          unit: '1407\u2013154 Promenade Drive, Nanaimo, BC V9R 6M8',
          parking: 'parking stall P1-38 and storage locker 12',
          start: '2027-09-01',
          end: '2028-08-31',
          vacate: false,
          rent: 2350,
          deposit: 1175,
          petDeposit: 0,
          etransfer: 'trust@harbourline.example.com',
          guestRule: {
            text: 'The landlord will not unreasonably restrict access to the unit by the tenant\u2019s guests and will not charge for guests. Guests must follow the strata bylaws.',
            n: null,
          },
          signed: '2027-08-09',
          notes: [
            'An individual owner in Lisbon. Two tenants, no occupants. Fixed term to 31 August 2028 that may continue month to month (still fixed-term; terminationDateText as written). Guests are not restricted, so maxGuestStayDays null. Unit written as suite\u2013street number ("1407\u2013154 Promenade Drive").',
          ],
        }),
    },
    {
      name: 'tw13_bc_strata_lease_penticton',
      build: () =>
        build({
          file: 'OKS-0927',
          owners: 'Jens Hartmann and Ulrike Hartmann',
          ownerAbroad: 'Kaiserswerther Stra\u00dfe 71, 40477 D\u00fcsseldorf, Germany',
          ownerEmail: 'hartmann.familie@example.org',
          agent: 'Okanagan Lakeshore Property Services Inc.',
          agentOffice: '#5 \u2013 1872 Main Street, Penticton, BC V2A 5H1',
          agentTel: '(236) 555-0147',
          agentHours: 'Mon\u2013Thu 8:30\u20134:30, Fri 8:30\u20131:00',
          licensee: 'Parminder Gill, managing broker',
          tenants: [
            {
              p: person('Russell', 'Whitecloud'),
              tel: '(250) 555-0198',
              email: 'russ.whitecloud@example.net',
            },
          ],
          occupants: [person('Ada', 'Whitecloud')],
          strataLot: '9, Strata Plan KAS3310',
          unit: 'Unit 206, 480 Lakeshore Drive West, Penticton, BC V2A 1B9',
          parking: 'one secured underground stall',
          start: '2027-11-01',
          end: null,
          vacate: false,
          rent: 1895,
          deposit: 947.5,
          petDeposit: 400,
          etransfer: 'rent@oklakeshore.example.com',
          guestRule: {
            text: 'Strata bylaw 7.4 applies: a guest may not stay in a strata lot for more than thirty (30) days in a calendar year without the written consent of the strata council.',
            n: 30,
          },
          signed: '2027-10-21',
          notes: [
            'A married couple in D\u00fcsseldorf own the lot; a managing broker\u2019s company is the agent. One tenant and his daughter (occupant). Month-to-month tenancy (endDate null). Security deposit of half a month\u2019s rent with cents ($947.50) and a separate pet damage deposit. Guests limited by the strata bylaw quoted in the lease: thirty days in a calendar year (maxGuestStayDays 30).',
          ],
        }),
    },
  ],
}
