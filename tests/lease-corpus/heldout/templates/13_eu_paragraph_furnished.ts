import {
  PdfWriter,
  fontsFor,
  flow,
  need,
  dt,
  numberWords,
  footers,
  person,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  landlord: string
  landlordHome: string
  caretaker: string
  caretakerAddr: string
  tenants: Person[]
  phone: string | null
  email: string | null
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  bank: string
  bankName: string
  due: number
  returnWeeks: number
  signedPlace: string
  signed: string
  notes: string[]
}

const words = (n: number) => `${numberWords(n)} US dollars`
const ORD: Record<number, string> = { 1: 'first', 3: 'third', 5: 'fifth' }
const dueText = (d: number) =>
  `payable monthly in advance, at the latest on the ${ORD[d] ?? d} working day of each month`

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = 70
  const W = w.width - 2 * L
  w.y = w.height - 70
  const c = (t: string, size: number, font = w.bold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 6
  }
  c('Tenancy Agreement', 16)
  c('for a furnished dwelling', 11, f.italic)
  w.y -= 10
  const o = { size: 10.5, x: L, width: W, leading: 1.5, after: 6, bottom: 70 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  p(['between'])
  p([`${v.landlord}, ${v.landlordHome}`, '— hereinafter "the Landlord" —'])
  p(['represented locally by'])
  p([`${v.caretaker}, ${v.caretakerAddr}`])
  p(['and'])
  for (const t of v.tenants) p([t.full])
  p(['— hereinafter "the Tenant" —'])
  w.y -= 6
  let n = 0
  const par = (head: string, ...bodies: string[]) => {
    n++
    need(w, 50)
    w.page.drawText(`§ ${n}  ${head}`, { x: L, y: w.y, size: 11, font: w.bold })
    w.y -= 17
    bodies.forEach((b, i) =>
      p([bodies.length > 1 ? `(${i + 1})` : '', b].filter(Boolean) as string[]),
    )
  }
  par(
    'Rented property',
    `The Landlord lets to the Tenant the furnished flat at ${v.premises}, consisting of two rooms, kitchen, bathroom and a storage compartment in the basement, together with the furniture and household items listed in the inventory.`,
  )
  par(
    'Duration of the tenancy',
    `The tenancy begins on ${dt(v.start).euDots} and ends on ${dt(v.end).euDots} without the need for notice.`,
    'An extension requires a written agreement concluded no later than two months before the end of the tenancy.',
  )
  par(
    'Rent',
    `The monthly rent amounts to ${words(v.rent)}. It includes the use of the furniture and the charges for water, heating and refuse collection. Electricity and internet are contracted and paid for by the Tenant directly.`,
    `The rent is ${dueText(v.due)}, by bank transfer to the Landlord's account no. ${v.bank} at ${v.bankName}. The date on which the money is credited is decisive, not the date it is sent.`,
  )
  par(
    'Security deposit',
    `The Tenant shall provide a security deposit of ${words(v.deposit)}, payable before the keys are handed over.`,
    `The Landlord shall repay the deposit within ${numberWords(v.returnWeeks)} weeks after the end of the tenancy and the return of the flat, less any claims arising from the tenancy which have been set out to the Tenant in writing.`,
  )
  par(
    'Use',
    'The flat may be used for residential purposes only. Subletting, including holiday letting, requires the prior written consent of the Landlord. Visits of more than three weeks count as subletting.',
  )
  par(
    'Care of the property, repairs',
    'The Tenant shall treat the flat and the inventory with care, ventilate and heat it adequately and report defects to the local representative without delay. Minor repairs up to an amount of one hundred US dollars per case are borne by the Tenant.',
  )
  par(
    'Keys',
    'The Tenant receives two flat keys, one front door key and one mailbox key. The loss of a key must be reported immediately; the Tenant bears the cost of replacing it and, if necessary, the lock.',
  )
  par(
    'Access',
    'The Landlord or the local representative may enter the flat after notice of at least forty-eight hours, in urgent cases without notice.',
  )
  par(
    'Return of the flat',
    'At the end of the tenancy the flat shall be returned cleaned, with all keys and with the inventory complete. A handover report shall be signed by both sides.',
  )
  par(
    'Notices and contact',
    `Declarations to the Landlord may be addressed to the local representative, ${v.caretaker}, ${v.caretakerAddr}. The Tenant can be reached at: ${[v.phone && `telephone ${v.phone}`, v.email && `e-mail ${v.email}`].filter(Boolean).join(', ')}.`,
  )
  par(
    'Final provisions',
    'Amendments and additions to this agreement must be made in writing. Should any provision be invalid, the validity of the remaining provisions shall not be affected. The law of the state in which the flat is situated applies.',
  )
  need(w, 110)
  w.y -= 10
  p([`${v.signedPlace}, ${dt(v.signed).euDots}`])
  w.y -= 24
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 200, y: w.y }, thickness: 0.5 })
  w.page.drawText('Landlord', { x: L, y: w.y - 11, size: 9, font: w.regular })
  v.tenants.forEach((t, i) => {
    const x = L + 240
    const y = w.y - i * 34
    w.page.drawLine({ start: { x, y }, end: { x: x + 200, y }, thickness: 0.5 })
    w.page.drawText(`Tenant (${t.full})`, { x, y: y - 11, size: 9, font: w.regular })
  })
  footers(w, w.regular, (i, m) => `- ${i} / ${m} -`)
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
      terminationDateText: dt(v.end).euDots,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      managementCompany: null,
      housingProvider: v.landlord,
      mailingAddress: v.caretakerAddr,
      acceptedPaymentMethods: ['Bank Transfer'],
      bankAccount: v.bank,
      paymentRecipient: v.landlord,
      rentDueDescription: dueText(v.due),
      depositReturnDays: v.returnWeeks * 7,
      depositReturnCondition: `within ${numberWords(v.returnWeeks)} weeks after the end of the tenancy and the return of the flat, less any claims arising from the tenancy which have been set out to the Tenant in writing`,
      _notes: [
        'European-style agreement in § paragraphs; all dates DD.MM.YYYY; rent and deposit in words only, without figures.',
        `Rent due "at the latest on the Nth working day" — a working day, not a calendar day of the month, so rentDueDay is null; no late fee or grace period is stated.`,
        "The landlord lives abroad and is represented by a local individual (not a management company: managementCompany null); declarations go to that representative, whose address is the mailing address. Rent goes by bank transfer to the landlord's account (paymentRecipient the landlord, no payment address).",
        `Deposit returned within ${numberWords(v.returnWeeks)} weeks: depositReturnDays ${v.returnWeeks * 7}.`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'eu_paragraph_furnished',
  title:
    'European-style furnished tenancy agreement in § paragraphs, for a US flat with an owner abroad',
  exercises:
    'DD.MM.YYYY dates, amounts in words without figures, landlord abroad with a local representative, bank-transfer account, deposit return in weeks, tenant contact in a notices paragraph',
  docs: [
    {
      name: 'eu_furnished_lease_burlington_vt',
      build: () =>
        build({
          landlord: 'Dr. Friederike Almsteiner',
          landlordHome: 'Kaiserstrasse 14, 60311 Frankfurt am Main, Germany',
          caretaker: 'Ansel Whitcombe',
          caretakerAddr: '19 Church Street, Burlington, VT 05401',
          tenants: [person('Valentina', 'Sorensen'), person('Peregrine', 'Mottram')],
          phone: '(802) 555-0136',
          email: 'valentina.sorensen@example.com',
          premises: '244 Pearl Street, Apt 3, Burlington, VT 05401',
          start: '2027-02-01',
          end: '2028-01-31',
          rent: 1950,
          deposit: 3900,
          bank: '7720 0418 553',
          bankName: 'Green Mountain Community Bank',
          due: 3,
          returnWeeks: 2,
          signedPlace: 'Frankfurt am Main / Burlington',
          signed: '2027-01-12',
          notes: [
            'Rent "one thousand nine hundred fifty US dollars"; deposit "three thousand nine hundred US dollars".',
          ],
        }),
    },
    {
      name: 'eu_furnished_lease_madison_wi',
      build: () =>
        build({
          landlord: 'Matthijs van der Kolk',
          landlordHome: 'Prinsengracht 512, 1017 KH Amsterdam, Netherlands',
          caretaker: 'Hortensia Blaylock',
          caretakerAddr: '1402 Williamson Street, Madison, WI 53703',
          tenants: [person('Bartholomew', 'Nkemelu')],
          phone: null,
          email: 'b.nkemelu@example.net',
          premises: '733 E. Gorham Street, Unit 1, Madison, WI 53703',
          start: '2026-12-15',
          end: '2027-08-14',
          rent: 1380,
          deposit: 1380,
          bank: '0193 5527 016',
          bankName: 'Isthmus Savings Bank',
          due: 5,
          returnWeeks: 3,
          signedPlace: 'Amsterdam',
          signed: '2026-12-01',
          notes: [
            'Eight-month term starting mid-month. Rent "one thousand three hundred eighty US dollars".',
          ],
        }),
    },
  ],
}
