import { checkbox, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { bar, cells, pageNumbers, room, signPair } from '../parts'

type Addr = { unit: string; no: string; street: string; city: string; postal: string }
type V = {
  landlord: string
  landlordAddr: Addr
  landlordPhone: string
  landlordEmail: string
  agent: { name: string; addr: Addr; phone: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: Addr
  start: string
  end: string | null
  rent: number
  deposit: number
  etransfer: string
  cheques: string | null
  signed: string
  notes: string[]
}

const full = (a: Addr) =>
  `${a.no} ${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, SK ${a.postal}`

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 46, size: 8.6 })
  const { f, p } = k
  k.w.page.drawText('Saskatchewan', { x: k.L, y: k.w.y, size: 8, font: f.sansBold })
  k.w.page.drawText('Standard Form of Residential Tenancy Agreement', {
    x: k.L,
    y: k.w.y - 15,
    size: 13.5,
    font: f.sansBold,
  })
  k.w.page.drawText(
    'Dates are written year-month-day (YYYY-MM-DD). Print clearly. Attach pages if more room is needed.',
    {
      x: k.L,
      y: k.w.y - 27,
      size: 7,
      font: f.sans,
    },
  )
  k.w.y -= 38
  const civic = (a: Addr) =>
    cells(k, [
      { cap: 'Unit', v: a.unit || '\u2014', w: 0.12 },
      { cap: 'Street number', v: a.no, w: 0.14 },
      { cap: 'Street name', v: a.street, w: 0.34 },
      { cap: 'City / Town', v: a.city, w: 0.2 },
      { cap: 'Province', v: 'SK', w: 0.08 },
      { cap: 'Postal code', v: a.postal, w: 0.12 },
    ])
  bar(k, 'PART 1  LANDLORD')
  cells(k, [{ cap: 'Landlord\u2019s full legal name', v: v.landlord, w: 1 }])
  k.gap(9)
  p('Landlord\u2019s address for service of notices and documents:', { size: 7.4, after: 0 })
  k.gap(-4)
  civic(v.landlordAddr)
  cells(k, [
    { cap: 'Telephone', v: v.landlordPhone, w: 0.35 },
    { cap: 'E-mail', v: v.landlordEmail, w: 0.65 },
  ])
  cells(k, [
    {
      cap: 'Agent / property manager acting for the landlord (if any): name, address, telephone',
      v: v.agent ? `${v.agent.name}, ${full(v.agent.addr)}, ${v.agent.phone}` : 'N/A',
      w: 1,
    },
  ])
  bar(k, 'PART 2  TENANT(S)')
  cells(
    k,
    [
      { cap: 'Last name', v: '', w: 0.22 },
      { cap: 'First name', v: '', w: 0.2 },
      { cap: 'Telephone', v: '', w: 0.2 },
      { cap: 'E-mail', v: '', w: 0.38 },
    ],
    { size: 1 },
  )
  for (const t of v.tenants)
    cells(k, [
      { cap: '', v: t.p.last.toUpperCase(), w: 0.22 },
      { cap: '', v: t.p.first, w: 0.2 },
      { cap: '', v: t.phone, w: 0.2 },
      { cap: '', v: t.email, w: 0.38 },
    ])
  cells(k, [
    {
      cap: 'Other occupants (not tenants): surname, given name',
      v: v.occupants.length
        ? v.occupants.map((o) => `${o.last.toUpperCase()}, ${o.first}`).join('; ')
        : 'None',
      w: 1,
    },
  ])
  bar(k, 'PART 3  RENTAL UNIT')
  civic(v.premises)
  bar(k, 'PART 4  TERM OF TENANCY')
  room(k, 40)
  let y = k.w.y - 12
  checkbox(k.w.page, f, k.L, y, !v.end, 'Month-to-month (periodic) tenancy', 8.6)
  checkbox(k.w.page, f, k.L + 250, y, !!v.end, 'Fixed term', 8.6)
  k.w.y = y - 8
  cells(k, [
    { cap: 'Start date (YYYY-MM-DD)', v: v.start, w: 0.5 },
    { cap: 'End date, fixed term only (YYYY-MM-DD)', v: v.end ?? '', w: 0.5 },
  ])
  bar(k, 'PART 5  RENT AND SECURITY DEPOSIT')
  cells(k, [
    { cap: 'Rent per month', v: usd(v.rent), w: 0.25 },
    { cap: 'Rent is due on day', v: '1', w: 0.2 },
    { cap: 'Security deposit', v: usd(v.deposit), w: 0.25 },
    { cap: 'Date deposit paid', v: v.signed, w: 0.3 },
  ])
  room(k, 40)
  y = k.w.y - 12
  k.w.page.drawText('Rent may be paid by:', { x: k.L, y, size: 8.4, font: f.sansBold })
  let x = k.L + 90
  x = checkbox(k.w.page, f, x, y, true, 'Interac e-Transfer', 8.4)
  x = checkbox(k.w.page, f, x, y, !!v.cheques, 'cheque', 8.4)
  x = checkbox(k.w.page, f, x, y, false, 'cash', 8.4)
  checkbox(k.w.page, f, x, y, false, 'other', 8.4)
  k.w.y = y - 8
  cells(k, [
    { cap: 'e-Transfer to (e-mail)', v: v.etransfer, w: 0.45 },
    { cap: 'Cheques payable to', v: v.cheques ?? 'N/A', w: 0.55 },
  ])
  bar(k, 'PART 6  STANDARD CONDITIONS')
  k.gap(11)
  const c = (s: string) => p(s, { size: 7.8, after: 2 })
  c(
    '1. Rent is payable in advance on the day shown in Part 5. If the rent is not paid in full by the end of the third day after it is due, the landlord may charge a late payment fee of $25.00.',
  )
  c(
    '2. NSF: The tenant will pay $20.00 for any cheque or e-Transfer that is returned or cannot be completed.',
  )
  c(
    '3. The landlord holds the security deposit in trust. The landlord will return the security deposit with interest, or serve a claim for it, within seven (7) business days after the tenancy ends and the tenant gives up possession.',
  )
  c(
    '4. Guests may stay up to 10 consecutive days; a longer stay needs the landlord\u2019s written consent.',
  )
  c(
    '5. The landlord may enter after 24 hours\u2019 written notice stating the reason, between 8:00 a.m. and 8:00 p.m., or at any time in an emergency.',
  )
  c(
    '6. Rent may be increased only after the notice The Residential Tenancies Act, 2006 requires, and not more than once in any twelve-month period.',
  )
  k.gap(4)
  signPair(
    k,
    [`Landlord or agent \u2014 signed ${v.signed}`],
    [`Tenant \u2014 ${v.tenants[0]?.p.full ?? ''}`],
  )
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`Tenant \u2014 ${t.p.full}`])
  pageNumbers(
    k,
    (i, n) => `Standard Form of Residential Tenancy Agreement (Sask.) \u2014 page ${i} of ${n}`,
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: full(v.premises),
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: full(v.landlordAddr),
      acceptedPaymentMethods: v.cheques ? ['E-Transfer', 'Check'] : ['E-Transfer'],
      gracePeriodDays: 3,
      nsfFeeFirst: 20,
      paymentRecipient: v.cheques,
      nsfPolicy:
        'The tenant will pay $20.00 for any cheque or e-Transfer that is returned or cannot be completed.',
      depositReturnDays: 7,
      depositReturnCondition:
        'with interest, or serve a claim for it, within seven (7) business days after the tenancy ends and the tenant gives up possession',
      _notes: [
        'Provincial standard form (invented wording) of boxed cells with small captions: civic address rows split into Unit / Street number / Street name / City / Province / Postal code (truth in postal order "number street, unit, city, SK postal"), tenants in Last name / First name / Telephone / E-mail rows (surnames in capitals), occupants "SURNAME, Given", ISO dates (YYYY-MM-DD), tick boxes.',
        'mailingAddress is the landlord\u2019s address for service in Part 1, even where an agent is named (the form gives the agent only in one cell). rentDueDescription null: the due day is only the cell "1".',
        '"not paid in full by the end of the third day after it is due": gracePeriodDays 3, flat $25. nsfPolicy is the sentence after "NSF:".',
        'Deposit "within seven (7) business days": depositReturnDays 7 (business days as stated); the condition is the wording after "the security deposit". Rent-increase condition 6 is a distractor.',
        'e-Transfer to an e-mail gives E-Transfer with no payee; a filled "Cheques payable to" cell adds Check and is paymentRecipient. No mailing place for rent (paymentAddress null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'saskatchewan_standard_form',
  title:
    'Saskatchewan standard form of residential tenancy agreement with boxed civic-address cells',
  exercises:
    'government-style standard form of captioned cells under dark part bars, civic address rows (unit, street number, street name, city, province, postal code) for landlord and rental unit, agent cell "N/A" or filled, tenants in surname/given-name/telephone/e-mail rows with surnames in capitals, occupants "SURNAME, Given", periodic or fixed-term tick boxes, ISO dates, rent due day in a cell, e-Transfer to an e-mail with or without cheques payable to a named payee, flat late fee after the third day, NSF sentence covering e-Transfers, deposit with interest within seven business days, consecutive-day guest limit, rent-increase condition as a distractor',
  docs: [
    {
      name: 'tw8_sk_standard_tenancy_saskatoon',
      build: () =>
        build({
          landlord: '102045871 Saskatchewan Ltd.',
          landlordAddr: {
            unit: 'Suite 400',
            no: '119',
            street: '4th Avenue South',
            city: 'Saskatoon',
            postal: 'S7K 5X2',
          },
          landlordPhone: '(306) 555-0128',
          landlordEmail: 'leasing@bessboroughres.example.ca',
          agent: {
            name: 'Bessborough Residential Management',
            addr: {
              unit: 'Suite 400',
              no: '119',
              street: '4th Avenue South',
              city: 'Saskatoon',
              postal: 'S7K 5X2',
            },
            phone: '(306) 555-0128',
          },
          tenants: [
            {
              p: person('Anneliese', 'Wiebe'),
              phone: '(306) 555-0171',
              email: 'anneliese.wiebe@example.ca',
            },
            {
              p: person('Tomasz', 'Kowalczyk'),
              phone: '(306) 555-0159',
              email: 'tomasz.k@example.com',
            },
          ],
          occupants: [person('Elias', 'Kowalczyk')],
          premises: {
            unit: 'Unit 307',
            no: '1520',
            street: 'Cumberland Avenue South',
            city: 'Saskatoon',
            postal: 'S7H 2L8',
          },
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1395,
          deposit: 1395,
          etransfer: 'rent@bessboroughres.example.ca',
          cheques: 'Bessborough Residential Management',
          signed: '2027-08-16',
          notes: [
            'Numbered company landlord through its property manager, at the same office address. Cheques payable to the manager (paymentRecipient). Two tenants and one occupant; fixed term, terminationDateText is the ISO end date as written.',
          ],
        }),
    },
    {
      name: 'tw8_sk_standard_tenancy_prince_albert_scan',
      build: () =>
        build({
          landlord: 'Gordon Muskego',
          landlordAddr: {
            unit: '',
            no: '68',
            street: '21st Street East',
            city: 'Prince Albert',
            postal: 'S6V 1L9',
          },
          landlordPhone: '(306) 555-0103',
          landlordEmail: 'gmuskego@example.ca',
          agent: null,
          tenants: [
            {
              p: person('Chantelle', 'Desjarlais'),
              phone: '(306) 555-0165',
              email: 'chantelle.desjarlais@example.net',
            },
          ],
          occupants: [],
          premises: {
            unit: 'Basement',
            no: '1045',
            street: '6th Avenue West',
            city: 'Prince Albert',
            postal: 'S6V 5K6',
          },
          start: '2027-11-01',
          end: null,
          rent: 950,
          deposit: 950,
          etransfer: 'gmuskego@example.ca',
          cheques: null,
          signed: '2027-10-22',
          notes: [
            'Month to month: end-date cell blank (endDate, terminationDateText null). Individual landlord, no agent; e-Transfer only, so paymentRecipient null. The unit cell "Basement" keeps that wording in the premises.',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -1.1,
        shear: 0.025,
        contrast: 0.78,
        noise: 10,
        quality: 55,
        seed: 8707,
      },
    },
  ],
}
