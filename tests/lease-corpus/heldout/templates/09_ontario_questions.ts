import {
  PdfWriter,
  fontsFor,
  block,
  need,
  dt,
  usd,
  footers,
  person,
  BLUE,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  landlord: string
  manager: string | null
  serviceAddr: string
  landlordEmail: string
  tenants: Person[]
  phone: string | null
  email: string | null
  occupants: Person[]
  unit: string
  start: string
  end: string | null
  rent: number
  parking: number
  deposit: number
  key: number
  methods: string
  methodNames: string[]
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 56
  const W = w.width - 2 * L
  w.y = w.height - 56
  w.page.drawText('Residential Tenancy Agreement', { x: L, y: w.y, size: 18, font: f.sansBold })
  w.y -= 16
  w.page.drawText('Province of Ontario — plain-language agreement between landlord and tenant', {
    x: L,
    y: w.y,
    size: 9,
    font: f.italic,
  })
  w.y -= 10
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + W, y: w.y }, thickness: 2, color: BLUE })
  w.y -= 20
  let n = 0
  const q = (question: string, answers: string[], note?: string) => {
    n++
    need(w, 30 + answers.length * 13)
    w.page.drawText(`${n}.  ${question}`, { x: L, y: w.y, size: 10.5, font: f.sansBold })
    w.y -= 15
    for (const a of answers) {
      w.y = block(w.page, a, L + 22, w.y, W - 22, f.mono, 9.5, 1.3)
      w.y -= 1
    }
    if (note) w.y = block(w.page, note, L + 22, w.y - 2, W - 22, f.sans, 8.5, 1.3)
    w.y -= 9
  }
  q('Who is the landlord?', [v.landlord, ...(v.manager ? [`Managed by: ${v.manager}`] : [])])
  q(
    'Who are the tenants?',
    v.tenants.map((t) => t.full),
    'Every tenant signs this agreement and is responsible for all of the rent.',
  )
  q(
    'Who else will live in the unit?',
    v.occupants.length ? v.occupants.map((o) => o.full) : ['No one else.'],
  )
  q('Where is the rental unit?', [v.unit])
  q('How can the landlord and the tenants be reached?', [
    `Landlord — address for giving notices and documents: ${v.serviceAddr}`,
    `Landlord — e-mail: ${v.landlordEmail}`,
    `Tenant — telephone: ${v.phone ?? '(not given)'}   e-mail: ${v.email ?? '(not given)'}`,
  ])
  q(
    'When does the tenancy start, and for how long?',
    [
      v.end
        ? `Starts ${dt(v.start).eu} and is for a fixed period ending ${dt(v.end).eu}.`
        : `Starts ${dt(v.start).eu} and continues monthly (month-to-month).`,
    ],
    'Dates are day/month/year. At the end of a fixed period the tenancy continues month-to-month unless ended in accordance with the Residential Tenancies Act, 2006.',
  )
  const total = v.rent + v.parking
  q('How much is the rent?', [
    `Base rent for the unit: ${usd(v.rent)}`,
    `Parking: ${usd(v.parking)}`,
    `Total rent (lawful rent): ${usd(total)} per month`,
  ])
  q(
    'When and how is rent paid?',
    [
      `Rent is due on the first (1st) day of each month, paid to ${v.manager ?? v.landlord} by ${v.methods}.`,
    ],
    'The tenant is not required to provide post-dated cheques or automatic payments.',
  )
  q('What happens if a cheque bounces?', [
    `The tenant will pay the landlord's administration charge of ${usd(20)} plus any bank charges for each cheque that is returned NSF.`,
  ])
  q(
    'What deposits are paid?',
    [
      `Rent deposit: ${usd(v.deposit)} (to be applied to the rent for the last month of the tenancy)`,
      `Key deposit: ${usd(v.key)} (refundable when all keys are returned)`,
    ],
    'The landlord will pay interest on the rent deposit every year as required by law. No damage deposit may be collected.',
  )
  q('Who pays for utilities and services?', [
    'Tenant: electricity, tenant insurance. Landlord: heat, water, gas.',
  ])
  q('Is smoking allowed?', [
    'No smoking of tobacco or cannabis anywhere in the unit, on balconies or in common areas.',
  ])
  q('Are there other rules?', [
    "Tenant must have tenant's insurance. Tenant must not change the locks without the landlord's consent. The landlord may enter the unit with 24 hours' written notice between 8 a.m. and 8 p.m.",
  ])
  need(w, 110)
  w.y -= 10
  w.y =
    block(
      w.page,
      'By signing, the landlord and the tenants agree to this tenancy agreement. A copy must be given to the tenants within 21 days.',
      L,
      w.y,
      W,
      f.sans,
      9,
    ) - 20
  ;[`Landlord: ${v.landlord}`, ...v.tenants.map((t) => `Tenant: ${t.full}`)].forEach((s, i) => {
    const x = L + (i % 2) * (W / 2 + 6)
    const y = w.y - Math.floor(i / 2) * 36
    w.page.drawLine({ start: { x, y }, end: { x: x + W / 2 - 14, y }, thickness: 0.5 })
    w.page.drawText(s, { x, y: y - 10, size: 8.5, font: f.sans })
  })
  footers(w, f.sans, (i, m) => `Residential Tenancy Agreement — page ${i} of ${m}`, { size: 7.5 })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.unit,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).eu : null,
      monthlyRent: total,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.manager,
      housingProvider: v.landlord,
      mailingAddress: v.serviceAddr,
      acceptedPaymentMethods: v.methodNames,
      nsfFeeFirst: 20,
      rentDueDescription: 'due on the first (1st) day of each month',
      paymentRecipient: v.manager ?? v.landlord,
      nsfPolicy: `The tenant will pay the landlord's administration charge of ${usd(20)} plus any bank charges for each cheque that is returned NSF.`,
      _notes: [
        'Question-and-answer layout; answers typed in a monospaced font. Dates day/month/year (DD/MM/YYYY).',
        "monthlyRent is the total (lawful) rent, base rent plus parking. securityDeposit is the rent deposit (last month's rent); Ontario allows no damage deposit and sets no return period, so depositReturnDays/condition are null. The key deposit is not the security deposit.",
        "No late fee (none stated). The landlord's address for notices is the mailing address; no separate payment address is stated.",
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ontario_questions',
  title: 'Ontario plain-language residential tenancy agreement in numbered questions and answers',
  exercises:
    'Ontario question-and-answer tenancy agreement, DD/MM/YYYY dates, base rent + parking = lawful rent, rent deposit and key deposit, contacts in a contact answer, occupants',
  docs: [
    {
      name: 'on_questions_tenancy_hamilton',
      build: () =>
        build({
          landlord: 'Mountainbrow Rentals Inc.',
          manager: 'Durand Neighbourhood Property Management',
          serviceAddr: '21 King Street West, Suite 1402, Hamilton, ON L8P 4W7',
          landlordEmail: 'leasing@durandpm.example.com',
          tenants: [person('Aurelio', 'Fontaine'), person('Bronwyn', 'Tshabalala')],
          phone: '(905) 555-0172',
          email: 'aurelio.fontaine@example.com',
          occupants: [person('Nomvula', 'Tshabalala')],
          unit: '88 Locke Street South, Unit 2, Hamilton, ON L8P 4A9',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1985,
          parking: 75,
          deposit: 2060,
          key: 50,
          methods: 'cheque or e-transfer (bank transfer)',
          methodNames: ['Check', 'Bank Transfer'],
          notes: [
            "Total rent $1,985.00 + $75.00 parking = $2,060.00; rent deposit equals one month's total rent.",
          ],
        }),
    },
    {
      name: 'on_questions_tenancy_london_scan',
      scan: { dpi: 200, rotate: 1.1, noise: 10, seed: 909, quality: 55, turn: { 2: 180 } },
      build: () =>
        build({
          landlord: 'Hyacinth Mbeki-Laurier',
          manager: null,
          serviceAddr: '1447 Richmond Street, London, ON N6G 2M4',
          landlordEmail: 'hmlaurier@example.net',
          tenants: [person('Casimir', 'Oyelaran-Shaw')],
          phone: '(519) 555-0146',
          email: null,
          occupants: [],
          unit: '612 Dundas Street, Apt 5, London, ON N5W 2Z2',
          start: '2026-12-01',
          end: null,
          rent: 1450,
          parking: 0,
          deposit: 1450,
          key: 25,
          methods: 'cheque or money order',
          methodNames: ['Check', 'Money Order'],
          notes: [
            'Month-to-month (no end date). Parking $0.00, so total rent = base rent $1,450.00. Individual landlord without a manager; tenant gave no e-mail.',
          ],
        }),
    },
  ],
}
