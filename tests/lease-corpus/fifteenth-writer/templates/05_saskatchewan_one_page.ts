import { rgb } from 'pdf-lib'
import { dt, lastFirst, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxRow, cells } from '../parts'

type V = {
  landlord: string
  serviceAddr: string
  landlordTel: string
  landlordEmail: string
  manager: { name: string; office: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  others: Person[]
  unit: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'periodic'; start: string }
  rent: number
  payee: string
  payAt: string | null
  payAtText: string
  methods: [label: string, on: boolean, name: string][]
  eTransfer: string | null
  included: string
  deposit: number
  late: { words: string; n: number; fee: number }
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 36, size: 7.4 })
  const { f } = k
  k.w.y = k.w.height - 36
  k.w.page.drawRectangle({ x: k.L, y: k.w.y + 4, width: k.W, height: 4, color: rgb(0, 0, 0) })
  k.w.y -= 14
  k.centre('RESIDENTIAL TENANCY AGREEMENT', 14, f.sansBold)
  k.centre(
    'Saskatchewan  \u2022  one-page agreement  \u2022  The Residential Tenancies Act, 2006 and its standard conditions apply to this tenancy',
    7.2,
    f.sans,
  )
  k.gap(2)
  const fixed = v.term.kind === 'fixed'
  cells(
    k,
    [
      ['LANDLORD', v.landlord, 0.42],
      ['LANDLORD\u2019S ADDRESS FOR SERVICE', v.serviceAddr, 0.58],
    ],
    { size: 8.6 },
  )
  cells(
    k,
    [
      ['LANDLORD TELEPHONE', v.landlordTel, 0.16],
      ['LANDLORD E-MAIL', v.landlordEmail, 0.34],
      [
        'PROPERTY MANAGER / AGENT (IF ANY), OFFICE AND HOURS',
        v.manager ? `${v.manager.name}, ${v.manager.office}; ${v.manager.hours}` : 'none',
        0.5,
      ],
    ],
    { size: 8.6 },
  )
  v.tenants.forEach((t, i) =>
    cells(
      k,
      [
        [`TENANT ${i + 1} (SURNAME, GIVEN NAME)`, lastFirst(t.p, false), 0.36],
        ['TELEPHONE', t.tel, 0.22],
        ['E-MAIL', t.email, 0.42],
      ],
      { size: 8.6 },
    ),
  )
  cells(
    k,
    [
      [
        'OTHER OCCUPANTS (SURNAME, GIVEN NAME)',
        v.others.length ? v.others.map((o) => lastFirst(o, false)).join('; ') : 'none',
        0.36,
      ],
      ['RENTAL UNIT (ADDRESS)', v.unit, 0.64],
    ],
    { size: 8.6 },
  )
  cells(
    k,
    [
      ['TYPE OF TENANCY', fixed ? 'Fixed term' : 'Periodic \u2014 month to month', 0.34],
      ['START DATE', dt(v.term.start).monthShort, 0.22],
      [
        'END DATE (FIXED TERM ONLY)',
        v.term.kind === 'fixed' ? dt(v.term.end).monthShort : 'n/a',
        0.22,
      ],
      ['SECURITY DEPOSIT', usd(v.deposit), 0.22],
    ],
    { size: 8.6 },
  )
  const due = 'no later than the 1st of every month'
  cells(
    k,
    [
      ['RENT PER MONTH', usd(v.rent), 0.18],
      ['RENT IS DUE', due, 0.26],
      ['PAYABLE TO', v.payee, 0.24],
      ['WHERE RENT IS PAID', v.payAtText, 0.32],
    ],
    { size: 8.6 },
  )
  cells(k, [['INCLUDED IN THE RENT', v.included, 1]], { size: 8.6 })
  k.gap(12)
  boxRow(
    k,
    'Method of payment:',
    v.methods.map(([label, on]) => [label, on]),
    { size: 8 },
  )
  k.w.y += 4
  k.line(`e-Transfer address: ${v.eTransfer ?? 'not used'}`, 7.8, f.sans)
  k.gap(3)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 6 },
    end: { x: k.L + k.W, y: k.w.y + 6 },
    thickness: 0.8,
  })
  k.gap(4)
  k.line('ADDITIONAL TERMS AGREED BY THE LANDLORD AND TENANT', 7.8, f.sansBold)
  const nsf = `The Tenant shall pay ${usd(v.nsf)} for each cheque or electronic payment that is returned NSF or stopped.`
  const ret =
    'with any interest required by law, within seven (7) business days after the tenancy ends, unless the Tenant agrees in writing to a deduction or the Landlord applies to the Office of Residential Tenancies to keep part of it'
  const terms = [
    `Rent. Rent is payable ${due}, in the manner marked above. Rent for a partial month is calculated by the day.`,
    `Late payment. If rent is not paid in full by the end of the ${v.late.words} day of the month, the Tenant shall pay a late payment fee of ${usd(v.late.fee)}.`,
    `Returned payments. ${nsf}`,
    `Security deposit. The Landlord shall return the security deposit ${ret}. Move-in and move-out inspections are done together and signed.`,
    'Guests. An overnight guest may stay a maximum of seven (7) nights in any thirty (30) day period without the Landlord\u2019s written consent.',
    'Parking and storage. A storage locker is available for $15.00 a month and is not part of the rent. Vehicles must be licensed and in running order.',
    'Utilities. The Tenant pays every utility not listed as included in the rent and keeps the unit heated to at least 15\u00b0C in winter.',
    'Smoking. No smoking or vaping of any substance in the unit, on balconies or in common areas.',
    'Entry. The Landlord may enter on 24 hours\u2019 written notice stating the purpose, or at once in an emergency.',
    'Insurance. The Tenant shall carry tenant\u2019s contents and liability insurance for the whole tenancy.',
    'Ending the tenancy. A periodic tenancy may be ended by the Tenant on one full month\u2019s written notice; a fixed-term tenancy ends on its end date.',
    'Notices. Notices to the Landlord are served at the address for service above; notices to the Tenant at the rental unit or by e-mail to the addresses above.',
  ]
  terms.forEach((t, i) =>
    k.p(`${i + 1}. ${t}`, { size: 8.2, leading: 1.36, after: 2.4, font: k.w.regular }),
  )
  k.gap(18)
  const half = k.W / 2
  const sigTop = k.w.y
  const slot = (x: number, y: number, caption: string) => {
    k.w.page.drawLine({ start: { x, y }, end: { x: x + half - 22, y }, thickness: 0.5 })
    k.w.page.drawText(caption, { x, y: y - 9, size: 7.2, font: f.sans })
  }
  slot(
    k.L,
    sigTop - 10,
    `Landlord${v.manager ? ' (by its manager)' : ''}: ${v.landlord}    Date: ${dt(v.signed).monthShort}`,
  )
  v.tenants.forEach((t, i) =>
    slot(
      k.L + half + 8,
      sigTop - 10 - i * 26,
      `Tenant: ${t.p.full}    Date: ${dt(v.signed).monthShort}`,
    ),
  )
  k.w.y = sigTop - 10 - Math.max(1, v.tenants.length) * 26
  k.w.page.drawText('Landlord\u2019s copy \u2014 give the Tenant a signed copy within 21 days.', {
    x: k.L,
    y: 24,
    size: 6.6,
    font: f.italic,
    color: rgb(0.35, 0.35, 0.35),
  })
  if (k.w.doc.getPageCount() !== 1) throw new Error('the one-page agreement runs over a page')

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.others.length ? v.others : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).monthShort : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 7,
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
        'One-page tenancy agreement: a heavy rule over a centred title and act line, rows of captioned cells with typed values (landlord, address for service, landlord phone and e-mail, manager with office and hours or "none", one row per tenant with the name surname first, telephone and e-mail (first tenant\u2019s contacts), other occupants surname first, rental unit, tenancy type, start and end dates as abbreviated months, deposit, rent, due phrase, payee, where rent is paid, what is included), payment check boxes with an e-Transfer line, twelve numbered small-print terms, and a signature strip (landlord left, tenants right).',
        'rentDueDescription is the RENT IS DUE cell (repeated in term 1). Only ticked payment boxes are listed (pre-authorized debit is ACH, cheques and post-dated cheques Check, Interac e-Transfer E-Transfer). Term 2 gives gracePeriodDays (flat fee); term 3 is nsfPolicy; depositReturnCondition is the wording after "return the security deposit" in term 4 (seven business days). Guests "seven (7) nights in any thirty (30) day period". The storage locker charge is not rent. mailingAddress is the address for service.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'saskatchewan_one_page',
  title:
    'Saskatchewan one-page residential tenancy agreement of captioned cells with small-print terms',
  exercises:
    'one portrait page: heavy top rule, centred title and act line, rows of captioned cells with typed values: landlord (an individual, or a numbered company) and its address for service (the landlord\u2019s home, or the manager\u2019s office with the unit first), landlord phone and e-mail, manager cell "none" or name, office and hours in one cell, one row per tenant with the name surname first, telephone and e-mail (one tenant, or two), other occupants surname first or none, rental unit with the suite or apartment first, tenancy type (periodic month to month with "n/a" end, or fixed term), start and end dates as abbreviated months, deposit, rent, due phrase "no later than the 1st of every month", payee, where rent is paid (e-Transfer only with no place, or the manager\u2019s office), included services; payment check boxes (e-Transfer, post-dated cheques, pre-authorized debit, cheque, cash, money order) with an e-Transfer address line; twelve numbered small-print terms (late fee after the end of the 3rd or 5th day, NSF or stopped payment fee, deposit returned with interest within seven business days, seven guest nights in thirty days, storage locker not rent, entry, notices to the address for service); a signature strip with landlord left and tenants right',
  docs: [
    {
      name: 'tw15_sk_one_page_moose_jaw',
      build: () =>
        build({
          landlord: 'Darlene Kowalchuk',
          serviceAddr: '611 Athabasca Street East, Moose Jaw, SK S6H 0L9',
          landlordTel: '306-555-0114',
          landlordEmail: 'dkowalchuk@example.net',
          manager: null,
          tenants: [
            {
              p: person('Arjun', 'Dhaliwal'),
              tel: '306-555-0179',
              email: 'arjun.dhaliwal@example.com',
            },
          ],
          others: [],
          unit: 'Suite 3, 922 Stadacona Street West, Moose Jaw, SK S6H 2E4',
          term: { kind: 'periodic', start: '2027-06-01' },
          rent: 950,
          payee: 'Darlene Kowalchuk',
          payAt: null,
          payAtText: 'by e-Transfer only \u2014 no cash',
          methods: [
            ['Interac e-Transfer', true, 'E-Transfer'],
            ['Post-dated cheques', false, 'Check'],
            ['Pre-authorized debit', false, 'ACH'],
            ['Cheque', false, 'Check'],
            ['Cash', false, 'Cash'],
            ['Money order', false, 'Money Order'],
          ],
          eTransfer: 'darlene.k.rent@example.net',
          included:
            'heat, water, fridge and stove, one parking stall; the Tenant pays electricity and internet',
          deposit: 475,
          late: { words: 'third (3rd)', n: 3, fee: 20 },
          nsf: 20,
          signed: '2027-05-20',
          notes: [
            'An individual landlord with no manager; one tenant. Periodic (month to month) tenancy with no end date. Rent only by Interac e-Transfer to the landlord\u2019s e-mail (not a Zelle number); the where-paid cell names no place, so paymentAddress is null; the landlord is the payee. The address for service is her home (mailingAddress). Late after the end of the 3rd (gracePeriodDays 3).',
          ],
        }),
    },
    {
      name: 'tw15_sk_one_page_yorkton_scan',
      build: () =>
        build({
          landlord: '102045518 Saskatchewan Ltd.',
          serviceAddr: 'Unit 6, 77 Broadway Street East, Yorkton, SK S3N 0K5',
          landlordTel: '306-555-0150',
          landlordEmail: 'rentals@tallgrasspm.example.com',
          manager: {
            name: 'Tall Grass Property Management Inc.',
            office: 'Unit 6, 77 Broadway Street East, Yorkton, SK S3N 0K5',
            hours: 'Mon\u2013Fri 9:00\u20135:00',
          },
          tenants: [
            {
              p: person('Larissa', 'Kozak'),
              tel: '306-555-0136',
              email: 'larissa.kozak@example.org',
            },
            { p: person('Kwabena', 'Mensah'), tel: '306-555-0198', email: 'k.mensah@example.com' },
          ],
          others: [person('Sofiya', 'Kozak')],
          unit: 'Apt. 305, 240 Gladstone Avenue North, Yorkton, SK S3N 2A8',
          term: { kind: 'fixed', start: '2027-09-01', end: '2028-08-31' },
          rent: 1180,
          payee: 'Tall Grass Property Management Inc.',
          payAt: 'Unit 6, 77 Broadway Street East, Yorkton, SK S3N 0K5',
          payAtText: 'Unit 6, 77 Broadway Street East, Yorkton, SK S3N 0K5',
          methods: [
            ['Interac e-Transfer', false, 'E-Transfer'],
            ['Post-dated cheques', false, 'Check'],
            ['Pre-authorized debit', true, 'ACH'],
            ['Cheque', true, 'Check'],
            ['Cash', false, 'Cash'],
            ['Money order', false, 'Money Order'],
          ],
          eTransfer: null,
          included:
            'heat, water, sewer, garbage, fridge, stove and dishwasher; coin laundry on each floor',
          deposit: 1180,
          late: { words: 'fifth (5th)', n: 5, fee: 25 },
          nsf: 25,
          signed: '2027-08-18',
          notes: [
            'A numbered company landlord with a property manager (managementCompany, office hours in the manager cell). The address for service is the manager\u2019s office with the unit first (mailingAddress), also where rent is paid (paymentAddress), payable to the manager. Two tenants and a child of the first (other occupant, surname first). Fixed term; terminationDateText as the end date cell writes it ("Aug. 31, 2028"). Pre-authorized debit (ACH) and cheque ticked. Late after the end of the 5th (gracePeriodDays 5).',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -0.6,
        shear: 0.006,
        contrast: 0.7,
        noise: 18,
        quality: 50,
        seed: 15505,
      },
    },
  ],
}
