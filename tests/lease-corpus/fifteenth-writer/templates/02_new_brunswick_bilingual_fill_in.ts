import { rgb } from 'pdf-lib'
import {
  dt,
  fill,
  person,
  plain,
  type Built,
  type Person,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxRow, heading, pageNumbers, room, signPair } from '../parts'

type V = {
  formNo: string
  made: string
  landlord: string
  landlordAddr: string
  landlordTel: string
  landlordEmail: string
  manager: { name: string; office: string; tel: string; hours: string } | null
  serviceAddr: string
  tenants: { p: Person; tel: string; email: string }[]
  others: Person[]
  premises: string
  kind: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  payee: string
  payAt: string
  methods: [label: string, on: boolean, name: string][]
  eTransfer: string | null
  services: [string, boolean][]
  deposit: number
  late: { day: string; n: number; fee: number }
  nsf: number
  parking: string
  pets: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 9 })
  const { f } = k
  k.w.y = k.w.height - 46
  const left = 'RESIDENTIAL LEASE'
  const right = 'BAIL D\u2019HABITATION'
  k.w.page.drawText(left, { x: k.L, y: k.w.y, size: 15, font: f.sansBold })
  k.w.page.drawText(right, {
    x: k.L + k.W - f.sansBold.widthOfTextAtSize(right, 15),
    y: k.w.y,
    size: 15,
    font: f.sansBold,
  })
  k.w.y -= 13
  k.w.page.drawText('New Brunswick  \u00b7  Nouveau-Brunswick', {
    x: k.L,
    y: k.w.y,
    size: 8,
    font: f.sans,
  })
  const form = `Form ${v.formNo}  \u00b7  Fundy Stationers Ltd.`
  k.w.page.drawText(form, {
    x: k.L + k.W - f.sans.widthOfTextAtSize(form, 7.4),
    y: k.w.y,
    size: 7.4,
    font: f.sans,
    color: rgb(0.35, 0.35, 0.35),
  })
  k.w.y -= 8
  k.w.page.drawRectangle({ x: k.L, y: k.w.y, width: k.W, height: 2.2, color: rgb(0.1, 0.2, 0.45) })
  k.w.y -= 16
  k.p(
    'Complete every part. Type or print clearly. Where a part does not apply, write \u201cnone\u201d. The Residential Tenancies Act applies to this lease whatever it says. / Remplir toutes les parties.',
    { size: 7.6, font: f.italic, after: 4 },
  )
  const part = (en: string, fr: string) =>
    heading(k, `${en}  /  ${fr}`, { size: 9, font: f.sansBold, rule: true })
  const p = (segs: Seg[]) => k.p(segs, { size: 9, leading: 1.62, after: 3 })

  part('PART A \u2014 THE PARTIES', 'PARTIE A \u2014 LES PARTIES')
  p([
    'This lease is made on',
    fill(dt(v.made).dayMonth, 90),
    'between the landlord',
    fill(v.landlord, 150),
    'of',
    fill(v.landlordAddr, 200),
    'telephone',
    fill(v.landlordTel, 70),
    'e-mail',
    fill(v.landlordEmail, 120),
    'and the tenant(s) named below, who are jointly and severally responsible under this lease.',
  ])
  v.tenants.forEach((t, i) =>
    p([
      `Tenant ${i + 1} / Locataire ${i + 1}:`,
      fill(t.p.full, 120),
      'telephone',
      fill(t.tel, 70),
      'e-mail',
      fill(t.email, 120),
    ]),
  )
  p([
    'Property manager acting for the landlord (if any):',
    fill(v.manager ? v.manager.name : 'none', 120),
    ...(v.manager
      ? [
          'office',
          fill(v.manager.office, 180),
          'telephone',
          fill(v.manager.tel, 70),
          'office hours',
          fill(v.manager.hours, 100),
        ]
      : []),
  ])

  part('PART B \u2014 THE PREMISES', 'PARTIE B \u2014 LES LIEUX')
  p([
    'The landlord rents to the tenant(s) the premises at',
    fill(v.premises, 220),
    'being',
    fill(v.kind, 160),
  ])
  p([
    'Other persons who will live in the premises (not tenants):',
    fill(v.others.length ? v.others.map((o) => o.full).join(', ') : 'none', 120),
  ])

  part('PART C \u2014 TERM', 'PARTIE C \u2014 DUR\u00c9E')
  const fixed = v.term.kind === 'fixed'
  boxRow(k, 'Type of lease:', [
    ['Fixed term', fixed],
    ['Month to month', !fixed],
    ['Week to week', false],
    ['Year to year', false],
  ])
  p(
    v.term.kind === 'fixed'
      ? [
          'The lease begins on',
          fill(dt(v.term.start).dayMonth, 90),
          'and ends on',
          fill(dt(v.term.end).dayMonth, 90),
          'unless renewed or extended in writing.',
        ]
      : [
          'The lease begins on',
          fill(dt(v.term.start).dayMonth, 90),
          'and continues from month to month until ended by notice given as the Act requires.',
        ],
  )

  part('PART D \u2014 RENT', 'PARTIE D \u2014 LOYER')
  const due = 'in advance on the first (1st) day of each month'
  p([
    'The rent is $',
    fill(plain(v.rent), 60),
    `per month, payable ${due} to`,
    fill(v.payee, 140),
    'at',
    fill(v.payAt, 200),
  ])
  boxRow(
    k,
    'Rent may be paid by:',
    v.methods.map(([label, on]) => [label, on]),
  )
  p(['e-Transfers are to be sent to:', fill(v.eTransfer ?? 'not applicable', 140)])

  part('PART E \u2014 SERVICES INCLUDED IN THE RENT', 'PARTIE E \u2014 SERVICES COMPRIS')
  boxRow(k, '', v.services)

  part('PART F \u2014 SECURITY DEPOSIT', 'PARTIE F \u2014 D\u00c9P\u00d4T DE GARANTIE')
  const ret =
    'to the tenant unless the landlord makes a claim against it within seven (7) days after the tenancy ends'
  p([
    'The tenant has paid a security deposit of $',
    fill(plain(v.deposit), 60),
    '(not more than one month\u2019s rent). The landlord will send the deposit to the Residential Tenancies Tribunal within fifteen (15) days, to be held in trust.',
  ])
  k.p(`At the end of the tenancy the Tribunal will release the security deposit ${ret}.`, {
    size: 9,
    leading: 1.5,
    after: 3,
  })

  part('PART G \u2014 ADDITIONAL TERMS', 'PARTIE G \u2014 CLAUSES ADDITIONNELLES')
  const nsf = `A charge of $${plain(v.nsf)} applies to each cheque or pre-authorized debit that the tenant\u2019s bank returns NSF.`
  const typed = [
    `(a) Rent is late if it is not paid in full by the end of the ${v.late.day} day of the month, and a late charge of $${plain(v.late.fee)} then applies.`,
    `(b) ${nsf}`,
    '(c) An overnight guest may stay no more than ten (10) nights in any one month without the landlord\u2019s written consent.',
    `(d) Pets: ${v.pets}`,
    `(e) Parking: ${v.parking}`,
    '(f) The tenant keeps the steps and walkway clear of snow and ice; the landlord plows the driveway.',
  ]
  for (const t of typed) k.p(t, { size: 8.6, font: f.mono, after: 2.5, leading: 1.4 })

  part('PART H \u2014 NOTICES', 'PARTIE H \u2014 AVIS')
  p(['Notices and documents for the landlord may be served at:', fill(v.serviceAddr, 220)])
  p([
    'Notices for the tenant(s) may be served at the premises or sent to the e-mail addresses in Part A.',
  ])

  room(k, 150)
  k.gap(6)
  k.p(
    'The landlord must give each tenant a signed copy of this lease within 21 days of signing. / Le locateur doit remettre une copie sign\u00e9e au locataire.',
    { size: 7.8, font: f.italic, after: 4 },
  )
  signPair(
    k,
    [`Landlord / Locateur: ${v.landlord}`, `Date: ${dt(v.signed).dayMonth}`],
    [
      v.manager ? `Property manager / Gestionnaire: ${v.manager.name}` : 'Witness / T\u00e9moin',
      `Date: ${dt(v.signed).dayMonth}`,
    ],
  )
  for (let i = 0; i < v.tenants.length; i += 2) {
    const a = v.tenants[i]
    const b = v.tenants[i + 1]
    signPair(
      k,
      a ? [`Tenant / Locataire: ${a.p.full}`, `Date: ${dt(v.signed).dayMonth}`] : [''],
      b ? [`Tenant / Locataire: ${b.p.full}`, `Date: ${dt(v.signed).dayMonth}`] : [''],
    )
  }
  pageNumbers(k, (i, n) => `Form ${v.formNo}  \u2014  page ${i} / ${n}`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.others.length ? v.others : null,
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
      maxGuestStayDays: 10,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.serviceAddr,
      acceptedPaymentMethods: [
        ...new Set(v.methods.filter(([, on]) => on).map(([, , name]) => name)),
      ],
      gracePeriodDays: v.late.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 7,
      depositReturnCondition: ret,
      _notes: [
        'Bilingual fill-in lease form (English and French titles and part headings, English body): parts A to H under ruled headings, values typed into underlined blanks in running sentences (landlord with address, phone and e-mail; one line per tenant with phone and e-mail, first tenant\u2019s contacts; property manager or "none" with office and hours; premises; other residents or "none"), term type check boxes with day-month-year dates, rent after a printed $ with due phrase, payee and place of payment, payment check boxes with an e-Transfer address, services check boxes, a deposit sent to the Residential Tenancies Tribunal, additional terms typed in a fixed-pitch face, an address for service, signature pairs.',
        'rentDueDescription is the printed due phrase of Part D; paymentRecipient and paymentAddress the blanks after "to" and "at" there. Only ticked payment boxes are listed (cheques and post-dated cheques are Check, Interac e-Transfer is E-Transfer, pre-authorized debit is ACH). The deposit clause returns the deposit through the Tribunal: depositReturnCondition the words after "release the security deposit", depositReturnDays 7. Additional term (a) gives gracePeriodDays (flat charge), (b) is nsfPolicy, (c) gives maxGuestStayDays 10 ("nights in any one month"). mailingAddress is the Part H address for service. The parking charge is not rent.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'new_brunswick_bilingual_fill_in',
  title: 'New Brunswick bilingual fill-in lease form with typed blanks and a Tribunal-held deposit',
  exercises:
    'English and French titles at left and right over a form line and a colour rule, italic instructions, parts A to H with bilingual ruled headings, values typed into underlined blanks in running sentences: lease date, landlord (an individual or a numbered company) with address, phone and e-mail, a line per tenant with phone and e-mail (three tenants, or one), property manager "none" or a manager with office (suite first) and hours, premises (a flat\u2019s name or the apartment first), other residents or "none", term type check boxes with day-month-year dates (fixed term, or month to month with no end date), rent after a printed $ "payable in advance on the first (1st) day of each month to" a payee "at" a place, payment check boxes (post-dated cheques and e-Transfer, or pre-authorized debit, cheque and money order) with an e-Transfer address line, services check boxes, deposit sent to the Residential Tenancies Tribunal and released unless claimed within seven days, lettered additional terms in a typewriter face (late after the end of the 3rd or 5th day with a flat charge, NSF charge, ten guest nights a month, pets, parking not rent, snow), address for service (the landlord\u2019s own or the manager\u2019s office), bilingual signature pairs with day-month-year dates',
  docs: [
    {
      name: 'tw15_nb_fill_in_lease_miramichi',
      build: () =>
        build({
          formNo: 'R-7 (Rev. 2026)',
          made: '2027-08-16',
          landlord: 'Roderick MacTavish',
          landlordAddr: '48 Newcastle Boulevard, Miramichi, NB E1V 2L9',
          landlordTel: '506-555-0138',
          landlordEmail: 'rod.mactavish@example.com',
          manager: null,
          serviceAddr: '48 Newcastle Boulevard, Miramichi, NB E1V 2L9',
          tenants: [
            {
              p: person('Shauna', 'Gallant'),
              tel: '506-555-0121',
              email: 'shauna.gallant@example.net',
            },
            {
              p: person('Pierre-Luc', 'Arsenault'),
              tel: '506-555-0194',
              email: 'plarsenault@example.com',
            },
            { p: person('Kayla', 'Ward'), tel: '506-555-0157', email: 'kaylaward@example.org' },
          ],
          others: [],
          premises: 'Upper Flat, 227 Pleasant Street, Miramichi, NB E1V 1Y5',
          kind: 'the three-bedroom upper flat of a two-storey house',
          term: { kind: 'fixed', start: '2027-09-01', end: '2028-08-31' },
          rent: 1260,
          payee: 'Roderick MacTavish',
          payAt: '48 Newcastle Boulevard, Miramichi, NB E1V 2L9',
          methods: [
            ['Cheque', false, 'Check'],
            ['Post-dated cheques', true, 'Check'],
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Cash (receipt given)', false, 'Cash'],
            ['Money order', false, 'Money Order'],
            ['Pre-authorized debit', false, 'ACH'],
          ],
          eTransfer: 'rent.mactavish@example.com',
          services: [
            ['Heat', false],
            ['Hot water', true],
            ['Electricity', false],
            ['Fridge and stove', true],
            ['Washer and dryer', true],
            ['Parking', true],
          ],
          deposit: 1260,
          late: { day: 'third (3rd)', n: 3, fee: 20 },
          nsf: 30,
          parking: 'two outdoor spaces in the driveway are included.',
          pets: 'no pets without the landlord\u2019s written consent.',
          signed: '2027-08-16',
          notes: [
            'An individual landlord who manages the flat himself (manager "none"); his own address is the address for service (mailingAddress) and the place of payment (paymentAddress), and he is the payee. Three tenants, no other residents. Post-dated cheques and Interac e-Transfer ticked (Check, E-Transfer); the e-Transfer address is not a Zelle number. Fixed term with day-month-year dates. Late after the end of the third day (gracePeriodDays 3).',
          ],
        }),
    },
    {
      name: 'tw15_nb_fill_in_lease_edmundston',
      build: () =>
        build({
          formNo: 'R-7 (Rev. 2026)',
          made: '2027-04-12',
          landlord: '655018 N.B. Ltd.',
          landlordAddr: '40 Canada Road, Edmundston, NB E3V 1V4',
          landlordTel: '506-555-0170',
          landlordEmail: 'admin@655018nb.example.net',
          manager: {
            name: 'Gestion Cl\u00e9 d\u2019Or Lt\u00e9e',
            office: 'Suite 204, 121 Church Street, Edmundston, NB E3V 1J9',
            tel: '506-555-0109',
            hours: 'Monday to Friday 8:30 to 16:30',
          },
          serviceAddr: 'Suite 204, 121 Church Street, Edmundston, NB E3V 1J9',
          tenants: [
            {
              p: person('M\u00e9lanie', 'Cyr'),
              tel: '506-555-0186',
              email: 'melanie.cyr@example.com',
            },
          ],
          others: [person('Thomas', 'Cyr-Ouellette')],
          premises: 'Apartment 6, 85 Victoria Street, Edmundston, NB E3V 2H7',
          kind: 'a two-bedroom apartment on the second floor',
          term: { kind: 'monthly', start: '2027-05-01' },
          rent: 985,
          payee: 'Gestion Cl\u00e9 d\u2019Or Lt\u00e9e',
          payAt: 'Suite 204, 121 Church Street, Edmundston, NB E3V 1J9',
          methods: [
            ['Cheque', true, 'Check'],
            ['Post-dated cheques', false, 'Check'],
            ['Interac e-Transfer', false, 'E-Transfer'],
            ['Cash (receipt given)', false, 'Cash'],
            ['Money order', true, 'Money Order'],
            ['Pre-authorized debit', true, 'ACH'],
          ],
          eTransfer: null,
          services: [
            ['Heat', true],
            ['Hot water', true],
            ['Electricity', false],
            ['Fridge and stove', true],
            ['Washer and dryer', false],
            ['Parking', false],
          ],
          deposit: 500,
          late: { day: 'fifth (5th)', n: 5, fee: 15 },
          nsf: 25,
          parking: 'one outdoor space is available for $25.00 a month, which is not rent.',
          pets: 'one cat is allowed; no dogs.',
          signed: '2027-04-12',
          notes: [
            'A numbered company landlord with a property manager (managementCompany, with office hours in Part A); the address for service is the manager\u2019s office with the suite first (mailingAddress), which is also the place of payment, and rent is payable to the manager. One tenant and her son (other resident). Month to month: no end date. Cheque, money order and pre-authorized debit (ACH) ticked; e-Transfer not ticked. Late after the end of the fifth day (gracePeriodDays 5). The $25.00 parking charge is not rent.',
          ],
        }),
    },
  ],
}
