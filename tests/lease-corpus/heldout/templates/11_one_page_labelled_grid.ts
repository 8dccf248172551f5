import {
  PdfWriter,
  fontsFor,
  block,
  checkbox,
  dt,
  person,
  BLUE,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  ownerAddr: string
  ownerPhone: string
  tenants: Person[]
  phone: string | null
  email: string | null
  premises: string
  fixed: boolean
  start: string
  end: string | null
  rent: number
  due: number
  deposit: number
  late: number | null
  grace: number | null
  returnDays: number | null
  check: boolean
  mo: boolean
  cash: boolean
  app: boolean
  methodNames: string[]
  state: string
  notes: string[]
}

const fmt = (n: number) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2 })

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 40
  const W = w.width - 2 * L
  w.y = w.height - 42
  const t = 'RENTAL AGREEMENT'
  w.page.drawText(t, {
    x: (w.width - f.sansBold.widthOfTextAtSize(t, 17)) / 2,
    y: w.y,
    size: 17,
    font: f.sansBold,
  })
  w.y -= 12
  const s2 = 'short form — one page — keep a signed copy'
  w.page.drawText(s2, {
    x: (w.width - f.sans.widthOfTextAtSize(s2, 8)) / 2,
    y: w.y,
    size: 8,
    font: f.sans,
  })
  w.y -= 14
  // labelled cells, two per row
  const cell = (label: string, value: string | null, x: number, width: number) => {
    w.page.drawRectangle({ x, y: w.y - 26, width, height: 26, borderWidth: 0.6, borderColor: BLUE })
    w.page.drawText(label.toUpperCase(), { x: x + 3, y: w.y - 8, size: 6.5, font: f.sansBold })
    if (value) w.page.drawText(value, { x: x + 5, y: w.y - 21, size: 9.5, font: f.sans })
  }
  const row = (a: [string, string | null], b?: [string, string | null]) => {
    if (b) {
      cell(a[0], a[1], L, W / 2)
      cell(b[0], b[1], L + W / 2, W / 2)
    } else cell(a[0], a[1], L, W)
    w.y -= 26
  }
  row(['Owner', v.owner], ['Owner phone', v.ownerPhone])
  row(['Owner address (rent and notices)', v.ownerAddr])
  row(['Tenant', v.tenants[0]?.full ?? null], ['Co-tenant', v.tenants[1]?.full ?? null])
  row(['Tenant phone', v.phone], ['Tenant e-mail', v.email])
  row(['Rental address', v.premises])
  row(
    ['Move-in date', dt(v.start).us],
    ['Lease ends (blank if month-to-month)', v.end ? dt(v.end).us : null],
  )
  row(['Rent per month', fmt(v.rent)], ['Rent due on day', String(v.due)])
  row(
    ['Security deposit', fmt(v.deposit)],
    ['Deposit returned within (days)', v.returnDays ? String(v.returnDays) : null],
  )
  row(
    ['Late fee', v.late ? fmt(v.late) : null],
    ['Late after (days past due)', v.grace !== null ? String(v.grace) : null],
  )
  row(['Pet deposit', null], ['Parking space no.', null])
  w.y -= 14
  w.page.drawText('Type of rental:', { x: L, y: w.y, size: 9, font: f.sansBold })
  let x = checkbox(w.page, f, L + 80, w.y, v.fixed, 'Fixed term', 9)
  checkbox(w.page, f, x, w.y, !v.fixed, 'Month-to-month', 9)
  w.y -= 16
  w.page.drawText('Rent paid by:', { x: L, y: w.y, size: 9, font: f.sansBold })
  x = checkbox(w.page, f, L + 80, w.y, v.check, 'Check', 9)
  x = checkbox(w.page, f, x, w.y, v.mo, 'Money order', 9)
  x = checkbox(w.page, f, x, w.y, v.cash, 'Cash (receipt)', 9)
  checkbox(w.page, f, x, w.y, v.app, 'Payment app', 9)
  w.y -= 20
  const terms = [
    'The Owner rents the rental address above to the Tenant(s) on the terms in the boxes above and below. Rent is paid to the Owner at the Owner address, or as the Owner directs in writing. Each Tenant is responsible for the full rent.',
    "If the rental is month-to-month, either party may end it with written notice given at least 30 days before the end of a rental month. If it is for a fixed term, it becomes month-to-month at the end of the term unless either party gives 30 days' written notice.",
    'A late fee, if filled in above, is due when rent is not paid within the number of days shown. The deposit is returned at the end of the tenancy, less unpaid rent and the cost of repairing damage beyond normal wear and tear, within the number of days shown (or as state law requires).',
    "Only the Tenants named above may live at the rental. Guests may stay up to 7 nights in a row. No pets, no smoking indoors, and no subletting without the Owner's written consent. Tenant pays electricity, gas and internet; Owner pays water and trash.",
    "The Tenant keeps the rental clean, reports repairs promptly, and pays for damage the Tenant or guests cause. The Owner may enter with 24 hours' notice, or without notice in an emergency.",
    `This agreement is governed by the laws of the State of ${v.state}. It is the whole agreement; changes must be in writing and signed by everyone.`,
  ]
  terms.forEach((tx, i) => {
    w.y = block(w.page, `${i + 1}. ${tx}`, L, w.y, W, f.sans, 8.6, 1.35) - 4
  })
  w.y -= 22
  const sigs = ['Owner', 'Tenant', 'Co-tenant']
  sigs.forEach((sg, i) => {
    const sx = L + i * (W / 3)
    w.page.drawLine({
      start: { x: sx, y: w.y },
      end: { x: sx + W / 3 - 14, y: w.y },
      thickness: 0.5,
    })
    w.page.drawText(`${sg} signature / date`, { x: sx, y: w.y - 10, size: 7.5, font: f.sans })
  })
  if (w.doc.getPageCount() !== 1) throw new Error('one-page agreement overflowed')
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      maxGuestStayDays: 7,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.grace,
      paymentRecipient: v.owner,
      paymentAddress: v.ownerAddr,
      depositReturnDays: v.returnDays,
      _notes: [
        'One-page short form of labelled cells; empty cells are unfilled (null). Dates MM/DD/YYYY. Pet deposit and parking cells empty.',
        'Rent is paid to the Owner at the Owner address, which is also the notice address.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'one_page_labelled_grid',
  title: 'One-page short-form rental agreement in labelled cells',
  exercises:
    'one-page agreement, labelled cells with some left empty, check boxes for rental type and payment, individual owner, fixed term or month-to-month',
  docs: [
    {
      name: 'one_page_grid_agreement_boise_id',
      build: () =>
        build({
          owner: 'Wendell Marchetti',
          ownerAddr: '2906 W. Irving Street, Boise, ID 83702',
          ownerPhone: '(208) 555-0161',
          tenants: [person('Ophelia', 'Drummond'), person('Kasimir', 'Vogt')],
          phone: '(208) 555-0134',
          email: 'ophelia.drummond@example.com',
          premises: '1114 N. 19th Street, Boise, ID 83702',
          fixed: true,
          start: '2027-04-01',
          end: '2028-03-31',
          rent: 1695,
          due: 1,
          deposit: 1695,
          late: 50,
          grace: 3,
          returnDays: 21,
          check: true,
          mo: true,
          cash: false,
          app: false,
          methodNames: ['Check', 'Money Order'],
          state: 'Idaho',
          notes: ['Flat late fee ($50.00), lateFeePercentage null. No NSF fee stated.'],
        }),
    },
    {
      name: 'one_page_grid_agreement_tucson_az_skewed_scan',
      scan: {
        dpi: 180,
        rotate: 2.6,
        shear: 0.03,
        noise: 22,
        contrast: 0.85,
        seed: 1111,
        quality: 50,
      },
      build: () =>
        build({
          owner: 'Esperanza Villaseñor',
          ownerAddr: 'P.O. Box 43381, Tucson, AZ 85733',
          ownerPhone: '(520) 555-0108',
          tenants: [person('Barnaby', 'Quist')],
          phone: '(520) 555-0177',
          email: null,
          premises: '627 E. 9th Street, Casita B, Tucson, AZ 85705',
          fixed: false,
          start: '2026-12-01',
          end: null,
          rent: 895,
          due: 1,
          deposit: 895,
          late: null,
          grace: null,
          returnDays: null,
          check: false,
          mo: true,
          cash: true,
          app: false,
          methodNames: ['Money Order', 'Cash'],
          state: 'Arizona',
          notes: [
            'Skewed, rotated, noisy scan. Month-to-month; end-date, late-fee, late-after and deposit-return cells left empty (null). One tenant; co-tenant cell empty.',
          ],
        }),
    },
  ],
}
