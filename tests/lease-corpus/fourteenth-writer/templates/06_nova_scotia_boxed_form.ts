import { rgb } from 'pdf-lib'
import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxRowOf, pageNumbers, room, signPair, type BoxLine } from '../parts'

type V = {
  formNo: string
  landlord: string
  landlordAddr: string
  landlordTel: string
  landlordEmail: string
  agent: { name: string; addr: string; tel: string; hours: string } | null
  serviceAttn: string | null
  serviceAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  premises: string
  kind: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  payee: string
  payAt: string
  methods: [label: string, on: boolean, name: string][]
  eTransferTo: string | null
  services: [string, boolean][]
  deposit: number
  late: { day: string; n: number; fee: number }
  nsf: number
  pets: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 40, size: 8.6 })
  const { f } = k
  const top = k.w.height - 44
  k.w.page.drawText('RESIDENTIAL TENANCY AGREEMENT', { x: k.L, y: top, size: 15, font: f.sansBold })
  k.w.page.drawText('NOVA SCOTIA', {
    x: k.L + k.W - f.sansBold.widthOfTextAtSize('NOVA SCOTIA', 11),
    y: top + 1,
    size: 11,
    font: f.sansBold,
  })
  k.w.page.drawText(
    `Form ${v.formNo}  \u00b7  Maritime Landlords\u2019 Forms Co-operative  \u00b7  Complete every box; write \u201cnot applicable\u201d where a box does not apply`,
    { x: k.L, y: top - 13, size: 7, font: f.sans, color: rgb(0.3, 0.3, 0.3) },
  )
  k.w.y = top - 26
  const t = (label: string, value: string): BoxLine => ({ label, value })
  boxRowOf(k, [
    {
      no: '1',
      title: 'LANDLORD',
      w: 0.5,
      lines: [
        t('Name:', v.landlord),
        t('Address:', v.landlordAddr),
        t('Telephone:', v.landlordTel),
        t('E-mail:', v.landlordEmail),
      ],
    },
    {
      no: '2',
      title: 'LANDLORD\u2019S AGENT / PROPERTY MANAGER',
      w: 0.5,
      lines: v.agent
        ? [
            t('Name:', v.agent.name),
            t('Office:', v.agent.addr),
            t('Telephone:', v.agent.tel),
            t('Office hours:', v.agent.hours),
          ]
        : [t('Name:', 'not applicable'), { text: 'The landlord manages the premises.' }],
    },
  ])
  boxRowOf(k, [
    {
      no: '3',
      title: 'LANDLORD\u2019S ADDRESS FOR SERVICE OF NOTICES AND DOCUMENTS',
      w: 1,
      lines: [
        ...(v.serviceAttn ? [t('Attention:', v.serviceAttn)] : []),
        t('Address:', v.serviceAddr),
      ],
    },
  ])
  boxRowOf(k, [
    {
      no: '4',
      title: 'TENANT(S)  \u2014  SURNAME, Given name(s); telephone; e-mail',
      w: 1,
      lines: v.tenants.map((x, i) => t(`${i + 1}.`, `${lastFirst(x.p)};  ${x.tel};  ${x.email}`)),
    },
  ])
  boxRowOf(k, [
    {
      no: '5',
      title: 'OTHER OCCUPANTS (not tenants)',
      w: 0.42,
      lines: [
        t('Names:', v.occupants.length ? v.occupants.map((o) => lastFirst(o)).join('; ') : 'none'),
      ],
    },
    {
      no: '6',
      title: 'PREMISES',
      w: 0.58,
      lines: [t('Address:', v.premises), t('Type:', v.kind)],
    },
  ])
  const fixed = v.term.kind === 'fixed'
  boxRowOf(k, [
    {
      no: '7',
      title: 'TERM OF TENANCY',
      w: 1,
      lines: [
        {
          checks: [
            ['Year to year', false],
            ['Month to month', !fixed],
            ['Week to week', false],
            ['Fixed term (tenant must vacate at end)', fixed],
          ],
        },
        t('Start date:', dt(v.term.start).dayMonth),
        t(
          'End date (fixed term only):',
          v.term.kind === 'fixed' ? dt(v.term.end).dayMonth : 'not applicable',
        ),
      ],
    },
  ])
  const due = 'on the first day of each month'
  boxRowOf(k, [
    {
      no: '8',
      title: 'RENT',
      w: 0.5,
      lines: [
        t('Rent per month: $', usd(v.rent).slice(1)),
        t('Due:', due),
        t('Payable to:', v.payee),
        t('Place of payment:', v.payAt),
      ],
    },
    {
      no: '9',
      title: 'HOW RENT IS PAID (tick all that apply)',
      w: 0.5,
      lines: [
        { checks: v.methods.map(([label, on]) => [label, on] as [string, boolean]) },
        t('e-Transfer to:', v.eTransferTo ?? 'not applicable'),
      ],
    },
  ])
  const ret =
    'with interest at the rate set by regulation, within ten (10) days after the tenancy ends, unless the Landlord applies to the Director of Residential Tenancies within that time to keep some or all of it'
  boxRowOf(k, [
    {
      no: '10',
      title: 'INCLUDED IN THE RENT',
      w: 0.46,
      lines: [{ checks: v.services }],
    },
    {
      no: '11',
      title: 'SECURITY DEPOSIT',
      w: 0.54,
      lines: [
        t('Amount: $', usd(v.deposit).slice(1)),
        { text: `The Landlord shall return the security deposit ${ret}.` },
      ],
    },
  ])
  const nsf = `A fee of ${usd(v.nsf)} will be charged for any cheque or pre-authorized debit returned by the Tenant\u2019s financial institution.`
  boxRowOf(k, [
    {
      no: '12',
      title: 'ADDITIONAL TERMS',
      w: 1,
      lines: [
        {
          text: `(a) Rent not received by the end of the ${v.late.day} day of the month is late, and a late payment fee of ${usd(v.late.fee)} applies.`,
        },
        { text: `(b) ${nsf}` },
        {
          text: '(c) Guests may not stay more than seven (7) consecutive nights without the Landlord\u2019s written consent.',
        },
        { text: `(d) Pets: ${v.pets}` },
        {
          text: '(e) No smoking or vaping of any kind in the premises or on balconies. Tenants carry their own contents and liability insurance.',
        },
      ],
    },
  ])
  room(k, 120)
  k.p(
    'The Statutory Conditions in the Residential Tenancies Act form part of this agreement and cannot be changed by it. The Landlord must give the Tenant a copy of this agreement and of the Act within ten days after it is signed.',
    { size: 8, after: 6 },
  )
  signPair(
    k,
    [`Landlord: ${v.landlord}`, `Date: ${dt(v.signed).dayMonth}`],
    [v.agent ? `Agent: ${v.agent.name}` : 'Witness', `Date: ${dt(v.signed).dayMonth}`],
  )
  for (let i = 0; i < v.tenants.length; i += 2) {
    const a = v.tenants[i]
    const b = v.tenants[i + 1]
    signPair(
      k,
      a ? [`Tenant: ${a.p.full}`, `Date: ${dt(v.signed).dayMonth}`] : [''],
      b ? [`Tenant: ${b.p.full}`, `Date: ${dt(v.signed).dayMonth}`] : [''],
    )
  }
  pageNumbers(k, (i, n) => `Form ${v.formNo}  \u2014  page ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((x) => x.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).dayMonth : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.serviceAddr,
      acceptedPaymentMethods: v.methods.filter(([, on]) => on).map(([, , name]) => name),
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        'Printed Nova Scotia tenancy form of numbered boxes with shaded title strips, set one, two or side by side across the page and typed in: landlord (address, phone, e-mail), agent or "not applicable" (office and office hours), landlord\u2019s address for service (mailingAddress, with an attention line in one), tenants as "SURNAME, Given name; telephone; e-mail" lines (first tenant\u2019s contacts), other occupants also surname first, premises, term check boxes with day-month-year dates, rent box (amount after a printed $, due phrase, payee, place of payment), payment check boxes with the e-Transfer address, included services, security deposit with the return clause, lettered additional terms.',
        'rentDueDescription is the Due line of box 8; paymentRecipient and paymentAddress the payee and place of payment lines. Only ticked payment boxes are listed (cheques and post-dated cheques are Check, e-Transfer is E-Transfer, pre-authorized debit is ACH). "not received by the end of the [Nth] day of the month" gives gracePeriodDays (flat fee); nsfPolicy is term (b) without its letter; guests "seven (7) consecutive nights". terminationDateText is the end date as the term box writes it (day month year).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nova_scotia_boxed_form',
  title: 'Nova Scotia residential tenancy agreement on a printed form of numbered boxes',
  exercises:
    'bold sans title with the province at the right and a form line, twelve numbered boxes with shaded title strips in rows of one or two: landlord (an individual or a limited company) with address, phone and e-mail, agent box "not applicable" or a property manager with office, phone and hours, address for service (the landlord\u2019s own, or the agent\u2019s office under an attention line), tenants as SURNAME, Given name; phone; e-mail lines (two or three), other occupants surname first or none, premises with unit first or after the street, term check boxes (fixed term or month to month) with day-month-year dates, rent after a printed $ with due phrase, payee and place of payment, payment check boxes (cheque, post-dated cheques, e-Transfer, pre-authorized debit, money order, cash) with the e-Transfer address, included services check boxes, security deposit of half a month with a ten-day return clause, lettered additional terms (late after the end of the 3rd or 5th day with a flat fee, returned cheque or debit fee, consecutive guest nights, pets, smoking), statutory conditions line, signature pairs with day-month-year dates',
  docs: [
    {
      name: 'tw14_ns_boxed_form_truro_scan',
      build: () =>
        build({
          formNo: 'RT-14 (2026)',
          landlord: 'Angus MacPhail',
          landlordAddr: '45 Pictou Road, Bible Hill, NS B2N 2S7',
          landlordTel: '902-555-0135',
          landlordEmail: 'angus.macphail@example.net',
          agent: null,
          serviceAttn: null,
          serviceAddr: '45 Pictou Road, Bible Hill, NS B2N 2S7',
          tenants: [
            {
              p: person('Am\u00e9lie', 'Th\u00e9riault'),
              tel: '902-555-0162',
              email: 'amelie.theriault@example.com',
            },
            {
              p: person('Marc-Andr\u00e9', 'Doucet'),
              tel: '506-555-0119',
              email: 'madoucet@example.net',
            },
          ],
          occupants: [person('L\u00e9a', 'Doucet')],
          premises: 'Apartment 2, 118 Prince Street, Truro, NS B2N 1G1',
          kind: 'two-bedroom flat on the second floor of a house',
          term: { kind: 'fixed', start: '2027-09-01', end: '2028-08-31' },
          rent: 1375,
          payee: 'Angus MacPhail',
          payAt: '45 Pictou Road, Bible Hill, NS B2N 2S7',
          methods: [
            ['Cheque', false, 'Check'],
            ['Post-dated cheques', true, 'Check'],
            ['e-Transfer', true, 'E-Transfer'],
            ['Pre-authorized debit', false, 'ACH'],
            ['Money order', false, 'Money Order'],
            ['Cash', false, 'Cash'],
          ],
          eTransferTo: 'rent.macphail@example.com',
          services: [
            ['Heat', true],
            ['Hot water', true],
            ['Electricity', false],
            ['Fridge and stove', true],
            ['Washer and dryer', false],
            ['Parking', true],
            ['Snow removal', true],
          ],
          deposit: 687.5,
          late: { day: '3rd', n: 3, fee: 20 },
          nsf: 25,
          pets: 'one cat allowed; no dogs.',
          signed: '2027-08-12',
          notes: [
            'An individual landlord in a nearby village who manages the flat himself (agent box "not applicable"); his own address is the address for service (mailingAddress) and the place of payment (paymentAddress), and he is the payee. Two tenants and their daughter (other occupant). Post-dated cheques and e-Transfer ticked (Check and E-Transfer); the e-Transfer address is not a Zelle number. Fixed term with day-month-year dates. Security deposit of half a month ($687.50). Late after the end of the 3rd (gracePeriodDays 3).',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 0.8,
        shear: 0.008,
        contrast: 0.62,
        noise: 22,
        quality: 45,
        seed: 14606,
      },
    },
    {
      name: 'tw14_ns_boxed_form_wolfville',
      build: () =>
        build({
          formNo: 'RT-14 (2026)',
          landlord: 'Gaspereau Ridge Properties Limited',
          landlordAddr: '1780 Brooklyn Street, New Minas, NS B4N 3B4',
          landlordTel: '902-555-0103',
          landlordEmail: 'office@gaspereauridge.example.org',
          agent: {
            name: 'Minas Basin Property Management Ltd.',
            addr: 'Suite 3, 22 Webster Street, Kentville, NS B4N 1H7',
            tel: '902-555-0157',
            hours: 'Monday to Friday 9:00 to 5:00',
          },
          serviceAttn: 'Landlord, c/o Minas Basin Property Management Ltd.',
          serviceAddr: 'Suite 3, 22 Webster Street, Kentville, NS B4N 1H7',
          tenants: [
            {
              p: person('Fiona', 'MacLellan'),
              tel: '902-555-0191',
              email: 'fiona.maclellan@example.com',
            },
            {
              p: person('Tunde', 'Adeyemi'),
              tel: '782-555-0128',
              email: 'tadeyemi@example.org',
            },
            {
              p: person('Ewan', 'Ross-Gillis'),
              tel: '902-555-0169',
              email: 'ewan.rossgillis@example.net',
            },
          ],
          occupants: [],
          premises: '45 Highland Avenue, Unit 3, Wolfville, NS B4P 1V5',
          kind: 'three-bedroom townhouse unit',
          term: { kind: 'monthly', start: '2027-05-01' },
          rent: 1950,
          payee: 'Minas Basin Property Management Ltd., in trust',
          payAt: 'Suite 3, 22 Webster Street, Kentville, NS B4N 1H7',
          methods: [
            ['Cheque', false, 'Check'],
            ['Post-dated cheques', false, 'Check'],
            ['e-Transfer', true, 'E-Transfer'],
            ['Pre-authorized debit', true, 'ACH'],
            ['Money order', true, 'Money Order'],
            ['Cash', false, 'Cash'],
          ],
          eTransferTo: 'rent@minasbasinpm.example.com',
          services: [
            ['Heat', false],
            ['Hot water', true],
            ['Electricity', false],
            ['Fridge and stove', true],
            ['Washer and dryer', true],
            ['Parking', true],
            ['Snow removal', true],
          ],
          deposit: 975,
          late: { day: '5th', n: 5, fee: 15 },
          nsf: 25,
          pets: 'not allowed.',
          signed: '2027-04-20',
          notes: [
            'A limited company landlord with a property manager (managementCompany, with office hours in box 2); the address for service is the manager\u2019s office under an attention line for the landlord in its care (mailingAddress is the address line; the suite is written first), which is also the place of payment; rent payable to the manager in trust (paymentRecipient as written). Three tenants, no other occupants. Month to month: no end date. e-Transfer, pre-authorized debit (ACH) and money order ticked; cheques not ticked. Late after the end of the 5th (gracePeriodDays 5).',
          ],
        }),
    },
  ],
}
