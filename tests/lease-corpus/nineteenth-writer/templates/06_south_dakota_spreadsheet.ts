import { person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { pieces, spreadsheet, type Cell, type RGB } from '../parts'

type V = {
  file: string
  sheet: string
  landlord: string
  landlordLine: string
  manager: { name: string; office: string; tel: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: string
  occupantPeople: Person[]
  address: string
  kind: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'monthly'; start: string }
  rent: number
  due: string
  deposit: number
  extra: [label: string, value: string][]
  late: { cell: string; n: number; pct: number | null }
  nsfCell: string
  moveIn: [item: string, amount: number][]
  prorated: number | null
  payTo: string
  payRows: [label: string, value: string][]
  methods: string[]
  zelle: string | null
  payAt: string | null
  notices: string
  terms: string[]
  nsf: string
  guests: number
  notes: string[]
}

const COLS = [128, 70, 70, 70, 70, 70]
const SIZE = 8.4
const GREY: RGB = [0.85, 0.89, 0.95]

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 44, size: SIZE })
  const { f } = k
  const rows: (Cell[] | null)[] = []
  const full = COLS.reduce((a, b) => a + b, 0) - 8
  const valueW = full - (COLS[0] ?? 0)
  const section = (t: string) =>
    rows.push([{ col: 0, span: 6, text: t.toUpperCase(), bold: true, fill: GREY }])
  const kv = (label: string, value: string) =>
    pieces(value, f.sans, SIZE, valueW).forEach((line, i) =>
      rows.push([
        ...(i === 0 ? [{ col: 0, text: label, bold: true }] : []),
        { col: 1, span: 5, text: line },
      ]),
    )
  const text = (t: string) =>
    pieces(t, f.sans, SIZE, full).forEach((line) => rows.push([{ col: 0, span: 6, text: line }]))
  const blank = () => rows.push(null)

  rows.push([{ col: 0, span: 6, text: 'RESIDENTIAL LEASE', bold: true }])
  rows.push([{ col: 0, span: 6, text: v.landlordLine, italic: true }])
  blank()
  section('Parties')
  kv('Landlord', v.landlord)
  kv(
    'Manager',
    v.manager
      ? `${v.manager.name}, ${v.manager.office}, ${v.manager.tel}, office hours ${v.manager.hours}`
      : 'none - Landlord manages',
  )
  rows.push([
    { col: 0, text: '', bold: true },
    { col: 1, span: 2, text: 'Name', bold: true },
    { col: 3, text: 'Phone', bold: true },
    { col: 4, span: 2, text: 'Email', bold: true },
  ])
  v.tenants.forEach((t, i) =>
    rows.push([
      { col: 0, text: `Tenant ${i + 1}`, bold: true },
      { col: 1, span: 2, text: t.p.full },
      { col: 3, text: t.tel },
      { col: 4, span: 2, text: t.email },
    ]),
  )
  kv('Other occupants', v.occupants)
  blank()
  section('Property and term')
  kv('Address', v.address)
  kv('Type', v.kind)
  kv('Lease type', v.term.kind === 'fixed' ? 'Fixed term' : 'Month-to-month')
  rows.push([
    { col: 0, text: 'Start date', bold: true },
    { col: 1, text: v.term.start, align: 'right' },
  ])
  rows.push([
    { col: 0, text: 'End date', bold: true },
    { col: 1, text: v.term.kind === 'fixed' ? v.term.end : 'none', align: 'right' },
  ])
  blank()
  section('Rent and deposit')
  rows.push([
    { col: 0, text: 'Monthly rent', bold: true },
    { col: 1, text: usd(v.rent), align: 'right' },
  ])
  kv('Rent due', v.due)
  rows.push([
    { col: 0, text: 'Security deposit', bold: true },
    { col: 1, text: usd(v.deposit), align: 'right' },
  ])
  for (const [l, val] of v.extra) kv(l, val)
  const lateRow = rows.length + 1
  kv('Late fee', v.late.cell)
  kv('Returned payment', v.nsfCell)
  blank()
  section('Move-in')
  rows.push([
    { col: 0, span: 5, text: 'Item', bold: true },
    { col: 5, text: 'Amount', bold: true, align: 'right' },
  ])
  for (const [item, a] of v.moveIn)
    rows.push([
      { col: 0, span: 5, text: item },
      { col: 5, text: usd(a), align: 'right' },
    ])
  const total = Math.round(v.moveIn.reduce((s, [, a]) => s + a, 0) * 100) / 100
  rows.push([
    { col: 0, span: 5, text: 'TOTAL DUE AT MOVE-IN', bold: true },
    { col: 5, text: usd(total), align: 'right', bold: true },
  ])
  blank()
  section('How to pay')
  kv('Pay to', v.payTo)
  for (const [l, val] of v.payRows) kv(l, val)
  blank()
  section('Terms')
  v.terms.forEach((t, i) => text(`${i + 1}. ${t.replace('{late}', String(lateRow))}`))
  blank()
  section('Signatures')
  const sigs = [
    v.manager ? `Landlord: ${v.landlord}, by ${v.manager.name}` : `Landlord: ${v.landlord}`,
    ...v.tenants.map((t) => `Tenant: ${t.p.full}`),
  ]
  for (const s of sigs) {
    blank()
    rows.push([
      { col: 0, span: 3, text: '_______________________________________' },
      { col: 4, span: 2, text: 'Date: ______________' },
    ])
    rows.push([{ col: 0, span: 3, text: s }])
  }
  k.w.y = k.w.height - 44
  spreadsheet(k, COLS, rows, { file: v.file, sheet: v.sheet, size: SIZE, italic: f.italic })

  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupantPeople.length ? v.occupantPeople : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.address,
      leaseType: v.term.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? v.term.end : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.manager ? v.manager.name : null,
      housingProvider: v.landlord,
      mailingAddress: v.notices,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      lateFeePercentage: v.late.pct,
      gracePeriodDays: v.late.n,
      nsfFeeFirst: Number(/\$(\d+(?:\.\d\d)?)/.exec(v.nsf)?.[1] ?? 0),
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: v.due,
      paymentRecipient: v.payTo,
      paymentAddress: v.payAt,
      officeHours: v.manager ? v.manager.hours : null,
      nsfPolicy: v.nsf,
      depositReturnDays: 14,
      depositReturnCondition: RET,
      _notes: [
        'A small landlord\u2019s lease kept as a spreadsheet and printed with gridlines and headings: the file name and sheet name at the top of every page, column letters A\u2013F across the top and row numbers down the left (both in the text layer, drawn after the cells of each page), a page count at the foot; labels in bold in column A with values in column B spanning to F, section rows shaded, dates as the spreadsheet shows them (YYYY-MM-DD), amounts right-aligned, a tenants block with name, phone and email columns, a move-in block with a bold total, the terms as numbered sentences broken over rows, and signature rows with dates.',
        'Dates ISO (terminationDateText as written). rentDueDescription is the value of the "Rent due" row; the late fee row gives gracePeriodDays; nsfPolicy is the returned-payment sentence in the terms; depositReturnCondition the wording after "return the security deposit," in the terms ("two (2) weeks": depositReturnDays 14). Tenant contacts from the tenants block (first tenant).',
        ...v.notes,
      ],
    },
  }
}

const RET =
  'minus any itemized deductions, within two (2) weeks after the lease ends and Tenant returns the keys (SDCL 43-32-24)'

export const template: Template = {
  id: 'south_dakota_spreadsheet',
  title:
    'South Dakota landlord\u2019s lease kept in a spreadsheet and printed with gridlines and headings',
  exercises:
    'a spreadsheet printout: file name and sheet name at the top of each page, column letters A\u2013F and row numbers, gridlines, a page count; title and an italic landlord line (an LLC with its P.O. box written "PO Box", phone and email; or an individual with a middle initial); shaded section rows: Parties (landlord; manager "none - Landlord manages", or a manager with its office (suite first), phone and hours in one cell; a tenants block with Name / Phone / Email columns, two tenants (one with a two-word surname) or one; other occupants or none), Property and term (address with a street quadrant or a plain street, type, lease type, start and end dates as YYYY-MM-DD or "none"), Rent and deposit (rent right-aligned, "Rent due" value "on the 1st of each month", deposit, a pet fee or a garage stall charge that is not rent, late fee cell flat after the 5th or a percentage after the 3rd, returned payment cell), Move-in (prorated rent with ISO dates or first month, deposit, pet fee, bold total), How to pay (pay to, mail to a P.O. box or a drop box at the manager\u2019s office, methods: check, money order and Zelle to a phone with no cash, or portal AutoPay and money orders), numbered terms broken over rows (late fee, bounced check sentence, deposit returned within two weeks, guests nights in a row, utilities, snow, holdover or month-to-month notice, notices and entry, smoking), signature rows',
  docs: [
    {
      name: 'tw19_sd_spreadsheet_lease_watertown',
      build: () =>
        build({
          file: 'C:\\Rentals\\4th St NE duplex\\Lease 1408 - Lindgren Two Bulls.xlsx',
          sheet: 'Lease 2027',
          landlord: 'Kampeska Rentals LLC',
          landlordLine:
            'Kampeska Rentals LLC - PO Box 1021, Watertown, SD 57201 - (605) 555-0126 - kampeskarentals@example.com',
          manager: null,
          tenants: [
            {
              p: person('Hunter', 'Lindgren'),
              tel: '(605) 555-0158',
              email: 'hlindgren@example.com',
            },
            {
              p: person('Makayla', 'Two Bulls'),
              tel: '(605) 555-0174',
              email: 'makayla.twobulls@example.net',
            },
          ],
          occupants: 'none',
          occupantPeople: [],
          address: '1408 4th Street NE, Watertown, SD 57201',
          kind: 'Duplex, north side, 2 bed / 1 bath, one garage stall',
          term: { kind: 'fixed', start: '2027-06-15', end: '2028-05-31' },
          rent: 1125,
          due: 'on the 1st of each month',
          deposit: 1125,
          extra: [['Pet', '1 cat - pet fee $200.00 one time, non-refundable (not rent)']],
          late: { cell: '$35.00 if rent is not received by the 5th', n: 5, pct: null },
          nsfCell: '$30.00 - see term 2',
          moveIn: [
            ['Prorated rent 2027-06-15 to 2027-06-30 (16 of 30 days)', 600],
            ['Security deposit', 1125],
            ['Pet fee', 200],
          ],
          prorated: 600,
          payTo: 'Kampeska Rentals LLC',
          payRows: [
            ['Mail to', 'PO Box 1021, Watertown, SD 57201'],
            ['Methods', 'Check, money order, or Zelle to (605) 555-0126. No cash.'],
          ],
          methods: ['Check', 'Money Order', 'Zelle'],
          zelle: '(605) 555-0126',
          payAt: 'PO Box 1021, Watertown, SD 57201',
          notices: 'PO Box 1021, Watertown, SD 57201',
          nsf: 'A check that bounces costs $30.00.',
          terms: [
            'Rent is late after the 5th. The late fee is in row {late}.',
            'A check that bounces costs $30.00. After one bounced check, rent must be paid by money order.',
            `Landlord will return the security deposit, ${RET}.`,
            'Guests can stay up to 7 nights in a row. Longer needs the Landlord\u2019s OK in writing.',
            'Utilities: Tenant pays electric, gas and internet. Landlord pays water, sewer and garbage.',
            'Snow: Tenant shovels the front walk and the driveway within 24 hours after it stops snowing.',
            'After the end date the lease goes month to month unless either side gives 30 days\u2019 written notice.',
            'Notices to Landlord go to the PO Box above. Landlord gives 24 hours\u2019 notice before coming in, except in an emergency.',
            'No smoking in the unit or the garage.',
          ],
          guests: 7,
          notes: [
            'An LLC landlord that manages the duplex itself (Manager "none"); its P.O. box is where checks are mailed and notices go (paymentAddress, mailingAddress, written "PO Box"); Zelle to its phone (zelleNumber). Two tenants, the second with a two-word surname; no occupants. Fixed term 2027-06-15 to 2028-05-31 with a prorated first part month (16 of 30 days, $600.00) and a move-in total. The pet fee ($200.00) is not rent or deposit. Late after the 5th (flat $35.00). Guests seven nights in a row.',
          ],
        }),
    },
    {
      name: 'tw19_sd_spreadsheet_lease_yankton',
      build: () =>
        build({
          file: 'Riverbend PM - leases 2027.xlsx',
          sheet: 'Hohn 611 Pine #3',
          landlord: 'Verna K. Hohn',
          landlordLine: 'Owner: Verna K. Hohn - managed by Riverbend Property Management, Inc.',
          manager: {
            name: 'Riverbend Property Management, Inc.',
            office: 'Suite 5, 300 Walnut Street, Yankton, SD 57078',
            tel: '(605) 555-0111',
            hours: 'M-F 8:30 a.m. to 5:00 p.m.',
          },
          tenants: [
            {
              p: person('Julian', 'Frerichs'),
              tel: '(605) 555-0190',
              email: 'jfrerichs@example.org',
            },
          ],
          occupants: 'none',
          occupantPeople: [],
          address: 'Apt. 3, 611 Pine Street, Yankton, SD 57078',
          kind: 'Upstairs apartment in a fourplex, 1 bed / 1 bath',
          term: { kind: 'monthly', start: '2027-09-01' },
          rent: 895,
          due: 'on the 1st of each month',
          deposit: 895,
          extra: [
            [
              'Garage stall',
              'Stall #4 - $45.00 per month, billed separately (not included in rent)',
            ],
          ],
          late: { cell: '5% of the monthly rent if rent is not paid by the 3rd', n: 3, pct: 5 },
          nsfCell: '$40.00 - see term 2',
          moveIn: [
            ['First month rent (September 2027)', 895],
            ['Security deposit', 895],
          ],
          prorated: null,
          payTo: 'Riverbend Property Management, Inc.',
          payRows: [
            ['Online', 'Resident portal - AutoPay (automatic bank draft) or one-time e-check'],
            ['Drop box', 'Suite 5, 300 Walnut Street, Yankton, SD 57078 (money orders only)'],
          ],
          methods: ['Online Portal', 'ACH', 'Money Order'],
          zelle: null,
          payAt: 'Suite 5, 300 Walnut Street, Yankton, SD 57078',
          notices: 'Suite 5, 300 Walnut Street, Yankton, SD 57078',
          nsf: 'Returned payments are charged $40.00 each.',
          terms: [
            'Rent is late if not paid by the 3rd. The late fee is in row {late}.',
            'Returned payments are charged $40.00 each. After two, the portal will take certified funds only.',
            `Landlord will return the security deposit, ${RET}.`,
            'Guests can stay up to 10 nights in a row.',
            'Utilities: Tenant pays electric and internet. Heat, water, sewer and garbage are paid by the Landlord.',
            'Snow on the shared walks is cleared by the Manager.',
            'This is a month-to-month lease. Either side ends it with written notice at least one month before the end of a rent month.',
            'Notices to Landlord go to the Manager\u2019s office above. The Manager gives 24 hours\u2019 notice before entering, except in an emergency.',
            'No smoking anywhere in the building.',
          ],
          guests: 10,
          notes: [
            'An individual owner with a middle initial and a property manager (managementCompany, payee; office with a suite, phone and hours in one cell); money orders go to the drop box at the manager\u2019s office (paymentAddress), which is also where notices go (mailingAddress). One tenant. Month to month from 2027-09-01 (end date "none"). The garage stall ($45.00 a month) is not rent. Portal AutoPay is ACH, one-time e-check in the portal is Online Portal; money orders at the drop box. Late after the 3rd, 5% of the rent. Move-in total is the first month and the deposit.',
          ],
        }),
    },
  ],
}
