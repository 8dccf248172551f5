import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import {
  boxRow,
  cells,
  heading,
  numberedPara,
  pageNumbers,
  room,
  ruledTable,
  signPair,
} from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  landlordTel: string
  agent: { name: string; box: string; office: string; tel: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  unit: string
  kind: string
  furnished: boolean
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'periodic'; start: string }
  partial: { to: string; amount: number } | null
  rent: number
  payee: string
  methods: [label: string, on: boolean, name: string][]
  etransfer: string | null
  late: { fee: number; days: string; n: number }
  nsf: number
  deposit: number
  services: [service: string, inRent: boolean, notes: string][]
  guests: { text: string; days: number }
  other: string[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { f } = k
  k.w.y = k.w.height - 56
  k.w.page.drawText('RESIDENTIAL TENANCY AGREEMENT', {
    x: k.L,
    y: k.w.y,
    size: 15,
    font: f.sansBold,
  })
  k.w.page.drawText('Made under the Residential Landlord and Tenant Act (Yukon)', {
    x: k.L,
    y: k.w.y - 13,
    size: 8.2,
    font: f.italic,
  })
  const boxW = 150
  k.w.page.drawRectangle({
    x: k.L + k.W - boxW,
    y: k.w.y - 18,
    width: boxW,
    height: 30,
    borderWidth: 0.8,
    borderColor: rgb(0, 0, 0),
    color: rgb(0.95, 0.95, 0.9),
  })
  ;['All dates in this agreement are', 'written day/month/year (dd/mm/yyyy).'].forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - boxW + 6,
      y: k.w.y + 1 - i * 10,
      size: 7.6,
      font: f.sans,
    }),
  )
  k.w.y -= 36
  const part = (n: number, t: string) =>
    heading(k, `PART ${n} \u2014 ${t}`, { size: 9.6, font: f.sansBold, rule: true })
  const P = (t: string) => k.p(t, { size: 8.9, leading: 1.38, after: 5 })
  const T = v.tenants
  part(1, 'THE PARTIES')
  cells(k, [
    ['Landlord (full legal name)', v.landlord, 0.42],
    ['Landlord\u2019s address for service', v.landlordAddr, 0.4],
    ['Telephone', v.landlordTel, 0.18],
  ])
  if (v.agent)
    cells(k, [
      ['Landlord\u2019s agent', v.agent.name, 0.42],
      ['Agent\u2019s mailing address', v.agent.box, 0.4],
      ['Telephone', v.agent.tel, 0.18],
    ])
  for (const [i, t] of T.entries())
    cells(k, [
      [`Tenant ${T.length > 1 ? i + 1 : ''}`.trim(), t.p.full, 0.42],
      ['E-mail', t.email, 0.4],
      ['Telephone', t.tel, 0.18],
    ])
  cells(k, [
    [
      'Other occupants (not tenants)',
      v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.who})`).join(', ') : 'None',
      1,
    ],
  ])
  k.gap(12)
  part(2, 'THE RENTAL UNIT')
  cells(k, [
    ['Address of the rental unit', v.unit, 0.7],
    ['Type of unit', v.kind, 0.3],
  ])
  k.gap(14)
  boxRow(k, 'Furnished:', [
    ['Yes', v.furnished],
    ['No', !v.furnished],
  ])
  part(3, 'TERM OF THE TENANCY')
  boxRow(k, 'The tenancy is:', [
    ['Periodic (month to month)', v.term.kind === 'periodic'],
    ['For a fixed term', v.term.kind === 'fixed'],
  ])
  cells(k, [
    ['Start date (dd/mm/yyyy)', dt(v.term.start).eu, 0.34],
    [
      'End date of fixed term (dd/mm/yyyy)',
      v.term.kind === 'fixed' ? dt(v.term.end).eu : '\u2014',
      0.34,
    ],
    ['Notice to end a periodic tenancy', 'One full rental period', 0.32],
  ])
  k.gap(12)
  part(4, 'RENT')
  const due = 'on the 1st day of each month'
  cells(k, [
    ['Rent per month (CAD)', usd(v.rent), 0.3],
    ['Rent is due', due, 0.3],
    ['Rent is payable to', v.payee, 0.4],
  ])
  if (v.partial)
    cells(k, [
      [
        `Rent for the first partial period, ${dt(v.term.start).eu} to ${dt(v.partial.to).eu}`,
        usd(v.partial.amount),
        0.6,
      ],
      ['Total paid at signing (partial rent and deposit)', usd(v.partial.amount + v.deposit), 0.4],
    ])
  k.gap(14)
  boxRow(
    k,
    'Rent may be paid by:',
    v.methods.map(([l, on]) => [l, on]),
  )
  if (v.etransfer)
    P(`Interac e-Transfers are sent to ${v.etransfer}; no security question is needed.`)
  const nsf = `The tenant will pay a fee of ${usd(v.nsf)} for each cheque or debit returned by the tenant\u2019s financial institution.`
  P(
    `If rent is not received within ${v.late.days} days after it is due, the tenant will pay a late fee of ${usd(v.late.fee)}. ${nsf}`,
  )
  part(5, 'SERVICES AND UTILITIES')
  P(
    'A mark shows whether each service is included in the rent or arranged and paid for by the tenant.',
  )
  ruledTable(
    k,
    ['Service', 'Included in rent', 'Paid by tenant', 'Notes'],
    v.services.map(([s, inRent, notes]) => [s, inRent ? 'X' : '', inRent ? '' : 'X', notes]),
    [0.24, 0.14, 0.14, 0.48],
    { size: 8.4, font: f.sans, headFont: f.sansBold, shade: 0.88 },
  )
  part(6, 'SECURITY DEPOSIT')
  const ret =
    'with any interest owing, within fifteen (15) days after the tenancy ends and the tenant gives a forwarding address in writing, unless the tenant agrees in writing to a deduction or the landlord applies to the Residential Tenancies Office'
  P(
    `The tenant has paid a security deposit of ${usd(v.deposit)}, which is not more than one month\u2019s rent. The landlord must return the security deposit, ${ret}.`,
  )
  part(7, 'OCCUPANTS AND GUESTS')
  P(
    `Only the tenant${T.length > 1 ? 's' : ''}${v.occupants.length ? ' and the occupants named in Part 1' : ''} may live in the rental unit. ${v.guests.text}`,
  )
  part(8, 'OTHER TERMS')
  v.other.forEach((t, i) => numberedPara(k, `8.${i + 1}`, '', t, { size: 8.9, hang: 26 }))
  part(9, 'NOTICES')
  P(
    v.agent
      ? `Notices to the landlord are given to the landlord\u2019s agent at the agent\u2019s mailing address in Part 1. The agent\u2019s office is at ${v.agent.office}, open ${v.agent.hours}.`
      : 'Notices to the landlord are given at the landlord\u2019s address for service in Part 1.',
  )
  P('Notices to the tenant are given at the rental unit or by e-mail to the address in Part 1.')
  room(k, 120)
  k.gap(4)
  P(`Signed on ${dt(v.signed).eu}. Each party has received a copy of this agreement.`)
  const left = v.agent
    ? [`Landlord: ${v.landlord}`, `per ${v.agent.name}, agent`, `Date: ${dt(v.signed).eu}`]
    : [`Landlord: ${v.landlord}`, `Date: ${dt(v.signed).eu}`]
  const blocks = [left, ...T.map((t) => [`Tenant: ${t.p.full}`, `Date: ${dt(v.signed).eu}`])]
  for (let i = 0; i < blocks.length; i += 2)
    signPair(k, blocks[i] ?? [''], blocks[i + 1] ?? [''], 8.6)
  pageNumbers(k, (i, m) => `Residential Tenancy Agreement (Yukon) \u2014 page ${i} of ${m}`, {
    align: 'left',
  })

  const first = T[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: T.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).eu : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests.days,
      managementCompany: v.agent ? v.agent.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.agent ? v.agent.box : v.landlordAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , name]) => name),
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: v.partial ? v.partial.amount + v.deposit : null,
      proratedRent: v.partial ? v.partial.amount : null,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: null,
      officeHours: v.agent ? v.agent.hours : null,
      nsfPolicy: nsf,
      depositReturnDays: 15,
      depositReturnCondition: ret,
      _notes: [
        'Yukon residential tenancy agreement, sans: a title with the act in italics and a framed note at the right that dates are written dd/mm/yyyy, nine parts under ruled PART heads, the parties, unit, term and rent in rows of captioned cells, tick-box rows for furnished, the kind of tenancy and the payment methods, a services and utilities table with marks for "Included in rent" and "Paid by tenant", numbered other terms, notices, a signing line with the date and signature pairs with typed dates.',
        `Amounts in Canadian dollars. Dates dd/mm/yyyy${v.term.kind === 'fixed' ? ' (terminationDateText as written)' : ''}. rentDueDescription is the "Rent is due" cell; gracePeriodDays the days counted from the due date in Part 4, whose second sentence is the nsfPolicy. depositReturnCondition the wording after "return the security deposit," in Part 6 (fifteen days). Only ticked payment methods are listed; Interac e-Transfer is E-Transfer (the e-mail it goes to is not a Zelle number). No place of payment is written (paymentAddress null). Tenant contacts from the cells of Part 1 (first tenant).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'yukon_services_table',
  title:
    'Yukon residential tenancy agreement with captioned cells, day/month/year dates and a services and utilities table',
  exercises:
    'title with the act in italics and a framed note that dates are dd/mm/yyyy; nine ruled PART heads; rows of captioned cells for the landlord (an individual with a "Box" address for service, or a limited company with an agent whose mailing address is a P.O. box), tenants with e-mail and telephone, occupants with relation or "None"; the unit (a cabin on acreage, or an apartment unit first) and type, furnished tick boxes; periodic or fixed-term tick boxes with start and end cells in dd/mm/yyyy (or a dash); rent in CAD, "on the 1st day of each month", payee, a first partial period and a total paid at signing (one); payment method tick boxes (Interac e-Transfer, cheque, cash, pre-authorized debit) with the e-Transfer address in a sentence; late fee after a number of days counted from the due date and a returned cheque or debit sentence; a services table (heat, electricity, water delivery, sewage pump-out, firewood, snow clearing, garbage, internet) with marks for included or paid by tenant; deposit returned within fifteen days; guests (consecutive nights, or days in three months); numbered other terms (wood stove, bears and garbage, block heater outlets, pets, smoking); notices to the address for service or the agent with its office and hours; signing line and signature pairs with dd/mm/yyyy dates',
  docs: [
    {
      name: 'tw17_yt_services_table_haines_junction',
      build: () =>
        build({
          landlord: 'Marguerite Lindgren',
          landlordAddr: 'Box 2081, Haines Junction, YT Y0B 1L0',
          landlordTel: '(867) 555-0134',
          agent: null,
          tenants: [
            {
              p: person('Owen', 'Pelletier'),
              tel: '(867) 555-0170',
              email: 'owen.pelletier@example.org',
            },
          ],
          occupants: [],
          unit: 'Cabin 2, 1120 Bear Creek Road, Haines Junction, YT Y0B 1L0',
          kind: 'One-room cabin on acreage',
          furnished: true,
          term: { kind: 'fixed', start: '2027-10-01', end: '2028-04-30' },
          partial: null,
          rent: 1450,
          payee: 'Marguerite Lindgren',
          methods: [
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Cheque', true, 'Check'],
            ['Cash', false, 'Cash'],
            ['Pre-authorized debit', false, 'ACH'],
          ],
          etransfer: 'mlindgren@example.net',
          late: { fee: 25, days: 'five (5)', n: 5 },
          nsf: 20,
          deposit: 725,
          services: [
            ['Heat (oil furnace)', true, 'Landlord fills the tank'],
            ['Wood stove and firewood', true, 'Four cords supplied, split and stacked'],
            ['Electricity', false, 'Account in tenant\u2019s name'],
            ['Water delivery', true, 'Trucked to a 1,000-gallon tank, every two weeks'],
            ['Sewage pump-out', true, 'As needed'],
            ['Snow clearing', false, 'Tenant clears the path; landlord plows the lane'],
            ['Garbage', false, 'Tenant hauls to the transfer station'],
            ['Internet', false, 'Satellite service, tenant\u2019s own account'],
          ],
          guests: {
            text: 'A guest may stay no more than fourteen (14) nights in a row.',
            days: 14,
          },
          other: [
            'The wood stove may be used only with the spark screen in place. Ashes go in the steel bin by the woodshed, never in the garbage.',
            'Bears: all garbage and pet food are kept inside the cabin or the bear-proof bin until taken to the transfer station.',
            'The block heater outlet by the parking pad is for one vehicle only, between November and March.',
            'No pets without the landlord\u2019s written consent. No smoking inside the cabin.',
          ],
          signed: '2027-09-12',
          notes: [
            'An individual landlord whose address for service is a Box number (mailingAddress); no agent. One tenant, no occupants; a furnished cabin with the cabin number first. Fixed term in dd/mm/yyyy (01/10/2027 to 30/04/2028). e-Transfer and cheques ticked (cash and pre-authorized debit not ticked), payable to the landlord. Late after five days from the due date. Guests fourteen nights in a row.',
          ],
        }),
    },
    {
      name: 'tw17_yt_services_table_carmacks',
      build: () =>
        build({
          landlord: 'Klondike Spruce Holdings Ltd.',
          landlordAddr: 'c/o its agent, P.O. Box 142, Carmacks, YT Y0B 1C0',
          landlordTel: '(867) 555-0115',
          agent: {
            name: 'Yukon River Property Services',
            box: 'P.O. Box 142, Carmacks, YT Y0B 1C0',
            office: 'Suite 5, 34 River Drive, Carmacks, YT Y0B 1C0',
            tel: '(867) 555-0115',
            hours: 'Monday to Thursday, 9:00 to 16:00',
          },
          tenants: [
            {
              p: person('Marie-Claude', 'Gagnon'),
              tel: '(867) 555-0149',
              email: 'mc.gagnon@example.com',
            },
            {
              p: person('Peter', 'Frost'),
              tel: '(867) 555-0187',
              email: 'peter.frost@example.net',
            },
          ],
          occupants: [{ p: person('Elijah', 'Frost'), who: 'son' }],
          unit: 'Unit 4, 320 Willow Crescent, Carmacks, YT Y0B 1C0',
          kind: 'Two-bedroom apartment',
          furnished: false,
          term: { kind: 'periodic', start: '2027-11-15' },
          partial: { to: '2027-11-30', amount: 853.33 },
          rent: 1600,
          payee: 'Yukon River Property Services',
          methods: [
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Cheque', false, 'Check'],
            ['Cash', false, 'Cash'],
            ['Pre-authorized debit', true, 'ACH'],
          ],
          etransfer: 'rent@yrps.example.com',
          late: { fee: 30, days: 'three (3)', n: 3 },
          nsf: 25,
          deposit: 800,
          services: [
            ['Heat (hot-water baseboard)', true, 'Building boiler'],
            ['Electricity', false, 'Account in tenant\u2019s name'],
            ['Water and sewer', true, 'Community system'],
            ['Snow clearing', true, 'Parking lot and walks'],
            ['Garbage', true, 'Bear-proof bins behind the building'],
            ['Internet', false, 'Tenant\u2019s own account'],
          ],
          guests: {
            text: 'A guest may stay no more than twenty-one (21) days in any three-month period.',
            days: 21,
          },
          other: [
            'Bears: garbage goes only in the locked bins behind the building.',
            'Each unit has one block heater outlet in the parking lot; the outlet is on a timer from October to April.',
            'One cat or one small dog is allowed with the agent\u2019s written consent. No smoking anywhere in the building.',
          ],
          signed: '2027-11-08',
          notes: [
            'A limited company as landlord with an agent (managementCompany) whose P.O. box is its mailing address and where notices go (mailingAddress); officeHours in Part 9 on a 24-hour clock. Two tenants (a hyphenated given name) and a son as an occupant. Periodic (month-to-month) tenancy from 15/11/2027 with no end date (a dash in the end cell); the first partial period ($853.33) and the total paid at signing ($1,653.33) in Part 4. e-Transfer and pre-authorized debit (ACH) ticked, payable to the agent. Late after three days from the due date. Guests twenty-one days in three months.',
          ],
        }),
    },
  ],
}
