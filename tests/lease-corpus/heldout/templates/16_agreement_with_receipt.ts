import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  dt,
  usd,
  plain,
  numberWords,
  person,
  rect,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

const cap = (s: string) => s.replace(/(^|[\s-])([a-z])/g, (_, a, b) => a + b.toUpperCase())

type V = {
  landlord: string
  landlordAddr: string
  landlordPhone: string
  tenants: Person[]
  phone: string | null
  email: string | null
  premises: string
  kind: string
  start: string
  end: string
  rent: number
  deposit: number
  prorated: number | null
  grace: number
  late: number
  zelle: string | null
  methods: string
  methodNames: string[]
  returnDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 60
  const W = w.width - 2 * L
  w.y = w.height - 60
  const t = 'RENTAL AGREEMENT'
  w.page.drawText(t, { x: L, y: w.y, size: 15, font: w.bold })
  const r = `Dated ${dt(v.signed).monthShort}`
  w.page.drawText(r, {
    x: L + W - w.regular.widthOfTextAtSize(r, 10),
    y: w.y,
    size: 10,
    font: w.regular,
  })
  w.y -= 24
  const o = { size: 10.2, x: L, width: W, leading: 1.55, after: 6, bottom: 60 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  p(['Landlord:', fill(v.landlord, 200), 'Phone:', fill(v.landlordPhone, 90)])
  p(["Landlord's mailing address:", fill(v.landlordAddr, 250)])
  v.tenants.forEach((tn, i) =>
    p([`Tenant ${i + 1} (Last, First):`, fill(`${tn.last}, ${tn.first}`, 200)]),
  )
  p(['Rental unit (' + v.kind + '):', fill(v.premises, 260)])
  w.y -= 6
  const items: string[] = [
    `Term. From ${dt(v.start).monthShort} through ${dt(v.end).monthShort}, after which the tenancy continues month to month until ended by either party with 30 days' written notice.`,
    `Rent. ${usd(v.rent)} a month, due the first of each month. Pay by ${v.methods}${v.zelle ? ` (Zelle: ${v.zelle})` : ''}. Mailed payments go to the Landlord's mailing address above.`,
    `Late rent. Rent more than ${numberWords(v.grace)} days late carries a ${usd(v.late)} late fee.`,
    `Deposit. ${usd(v.deposit)}, returned with an itemized list of any deductions within ${v.returnDays} days after the Tenant moves out and returns the keys.`,
    'Who lives here. Only the Tenants named above. Overnight guests are welcome for up to two weeks a year in total.',
    'Utilities. Tenant pays electric, heating fuel and internet; Landlord pays water, sewer and garbage.',
    'Repairs. Tenant reports problems promptly by phone or text. Landlord fixes what is not caused by Tenant. Tenant pays for damage Tenant or guests cause.',
    'Winter. Tenant keeps the heat at 55 °F or above and the walks and steps clear of snow and ice.',
    "Entry. Landlord may come in on 24 hours' notice, or anytime in an emergency.",
    "No pets, no smoking indoors, no subletting without Landlord's written OK.",
    'Moving out. Leave the unit clean, return all keys, and give a forwarding address in writing.',
  ]
  items.forEach((it, i) => p([`${i + 1}.`, it]))
  // page 2: move-in statement and receipt, then signatures with tenant contact
  w.newPage()
  w.page.drawText('MOVE-IN STATEMENT AND RECEIPT', { x: L, y: w.y, size: 13, font: w.bold })
  w.y -= 22
  const lines: [string, number][] = [
    ...(v.prorated !== null
      ? ([['Prorated rent for the first partial month', v.prorated]] as [string, number][])
      : []),
    ["First full month's rent", v.rent],
    ['Security deposit', v.deposit],
  ]
  const total = Math.round(lines.reduce((s, [, a]) => s + a, 0) * 100) / 100
  for (const [a, b] of lines) {
    w.page.drawText(a, { x: L + 10, y: w.y, size: 10.5, font: w.regular })
    w.page.drawText(usd(b), {
      x: L + 360 - w.regular.widthOfTextAtSize(usd(b), 10.5),
      y: w.y,
      size: 10.5,
      font: w.regular,
    })
    w.y -= 16
  }
  w.page.drawLine({
    start: { x: L + 270, y: w.y + 12 },
    end: { x: L + 360, y: w.y + 12 },
    thickness: 0.6,
  })
  w.page.drawText('Total paid at move-in', { x: L + 10, y: w.y, size: 10.5, font: w.bold })
  w.page.drawText(usd(total), {
    x: L + 360 - w.bold.widthOfTextAtSize(usd(total), 10.5),
    y: w.y,
    size: 10.5,
    font: w.bold,
  })
  w.y -= 30
  rect(w.page, L, w.y - 70, W, 84)
  w.y -= 4
  const whole = Math.floor(total)
  const cents = String(Math.round((total - whole) * 100)).padStart(2, '0')
  flow(
    w,
    f,
    [
      `RECEIVED from ${v.tenants.map((x) => x.full).join(' and ')} the sum of ${cap(numberWords(whole))} and ${cents}/100 Dollars ($${plain(total)}) for the items listed above.`,
    ],
    { ...o, x: L + 10, width: W - 20 },
  )
  w.y -= 4
  w.page.drawText(`Landlord: ______________________    Date: ${dt(v.signed).monthShort}`, {
    x: L + 10,
    y: w.y,
    size: 10,
    font: w.regular,
  })
  w.y -= 60
  w.page.drawText('SIGNATURES', { x: L, y: w.y, size: 11, font: w.bold })
  w.y -= 30
  const sig = (who: string, extra: string | null) => {
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(who, { x: L, y: w.y - 12, size: 9.5, font: w.regular })
    if (extra) w.page.drawText(extra, { x: L + 250, y: w.y - 12, size: 9.5, font: w.regular })
    w.y -= 44
  }
  sig(`Landlord: ${v.landlord}`, null)
  v.tenants.forEach((tn, i) =>
    sig(
      `Tenant: ${tn.full}`,
      i === 0
        ? [v.phone && `cell ${v.phone}`, v.email && v.email].filter(Boolean).join('  ·  ') || null
        : null,
    ),
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).monthShort,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methodNames,
      zelleNumber: v.zelle,
      gracePeriodDays: v.grace,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      rentDueDescription: 'due the first of each month',
      paymentRecipient: v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `returned with an itemized list of any deductions within ${v.returnDays} days after the Tenant moves out and returns the keys`,
      _notes: [
        'Tenants appear as "Last, First" in the fill-in lines and in natural order in the receipt and at the signatures. Tenant contact only beside the first tenant\'s signature on page 2.',
        'Dates abbreviated ("Mar. 1, 2027"). Page 2 is a move-in statement and a receipt that repeats the total in banker\'s words with figures.',
        `Guests "up to two weeks a year in total": maxGuestStayDays 14 (judgement). Late "more than ${numberWords(v.grace)} days late": gracePeriodDays ${v.grace}; flat fee.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'agreement_with_receipt',
  title: 'Small-landlord rental agreement with a move-in statement and receipt page',
  exercises:
    'individual landlord, tenants in "Last, First" fill-in lines, abbreviated dates, move-in statement with prorated rent and a receipt in words, contacts beside the signatures on page 2',
  docs: [
    {
      name: 'receipt_agreement_anchorage_ak_scan',
      scan: {
        dpi: 200,
        rotate: -1.4,
        noise: 14,
        contrast: 0.8,
        seed: 1616,
        quality: 55,
        turn: { 2: 90 },
      },
      build: () =>
        build({
          landlord: 'Theodora Nakamura-Reyes',
          landlordAddr: 'P.O. Box 241587, Anchorage, AK 99524',
          landlordPhone: '(907) 555-0166',
          tenants: [person('Lachlan', 'Iverson'), person('Mireille', 'Kowalczyk')],
          phone: '(907) 555-0132',
          email: 'lachlan.iverson@example.com',
          premises: '1520 W. 14th Avenue, Unit A, Anchorage, AK 99501',
          kind: 'duplex',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1725,
          deposit: 1725,
          prorated: null,
          grace: 3,
          late: 30,
          zelle: '(907) 555-0166',
          methods: 'check or Zelle',
          methodNames: ['Check', 'Zelle'],
          returnDays: 14,
          signed: '2027-02-20',
          notes: [
            'Scan; page 2 was fed on its side. Total at move-in $3,450.00 (no prorated rent).',
          ],
        }),
    },
    {
      name: 'receipt_agreement_des_moines_ia',
      build: () =>
        build({
          landlord: 'Reuben Thorvaldsen',
          landlordAddr: '3408 Cottage Grove Avenue, Des Moines, IA 50311',
          landlordPhone: '(515) 555-0153',
          tenants: [person('Annika', 'Mbeki')],
          phone: '(515) 555-0104',
          email: null,
          premises: '1219 27th Street, Des Moines, IA 50311',
          kind: 'single-family house',
          start: '2027-01-20',
          end: '2027-12-31',
          rent: 1240,
          deposit: 1240,
          prorated: 480,
          grace: 5,
          late: 40,
          zelle: null,
          methods: 'check or money order',
          methodNames: ['Check', 'Money Order'],
          returnDays: 30,
          signed: '2027-01-14',
          notes: [
            'Prorated rent for 12 days of January at $40.00 a day: $480.00; total at move-in $2,960.00.',
          ],
        }),
    },
  ],
}
