import {
  PdfWriter,
  fontsFor,
  wrapText,
  dt,
  usd,
  footers,
  person,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  landlord: string
  manager: string
  office: string
  hours: string
  tenants: Person[]
  phone: string | null
  email: string | null
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  grace: number
  late: number
  nsf: number
  state: string
  stateEs: string
  returnDays: number
  notes: string[]
}

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]
const fechaEs = (iso: string) => {
  const d = dt(iso)
  return `${d.day} de ${MESES[Number(iso.slice(5, 7)) - 1]} de ${d.year}`
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 44
  const W = w.width - 2 * L
  const gut = 20
  const cw = (W - gut) / 2
  w.y = w.height - 48
  const center = (t: string, size: number, font = f.sansBold) => {
    w.page.drawText(t, { x: (w.width - font.widthOfTextAtSize(t, size)) / 2, y: w.y, size, font })
    w.y -= size + 4
  }
  center('RESIDENTIAL LEASE  /  CONTRATO DE ARRENDAMIENTO RESIDENCIAL', 11.5)
  center('The English text controls. / El texto en inglés prevalece.', 8, f.italic)
  w.y -= 8
  const size = 8.6
  const lh = size * 1.36
  const pair = (en: string, es: string, head?: [string, string]) => {
    const a = wrapText(en, f.sans, size, cw)
    const b = wrapText(es, f.italic, size, cw)
    const rows = Math.max(a.length, b.length) + (head ? 1 : 0)
    if (w.y - rows * lh < 60) w.newPage()
    if (head) {
      w.page.drawText(head[0], { x: L, y: w.y, size, font: f.sansBold })
      w.page.drawText(head[1], { x: L + cw + gut, y: w.y, size, font: f.sansBold })
      w.y -= lh
    }
    const top = w.y
    a.forEach((ln, i) => w.page.drawText(ln, { x: L, y: top - i * lh, size, font: f.sans }))
    b.forEach((ln, i) =>
      w.page.drawText(ln, { x: L + cw + gut, y: top - i * lh, size, font: f.italic }),
    )
    w.y = top - Math.max(a.length, b.length) * lh - 5
  }
  const names = v.tenants.map((t) => t.full).join(', ')
  const occ = v.occupants.map((o) => o.full).join(', ')
  pair(
    `This Lease is between ${v.landlord} ("Landlord"), managed by ${v.manager}, and ${names} ("Tenant").`,
    `Este Contrato se celebra entre ${v.landlord} ("Arrendador"), administrado por ${v.manager}, y ${names} ("Inquilino").`,
    ['1. PARTIES', '1. PARTES'],
  )
  pair(
    `Landlord rents to Tenant the dwelling at ${v.premises}.${occ ? ` It may also be occupied by ${occ}, who do not sign this Lease.` : ''}`,
    `El Arrendador arrienda al Inquilino la vivienda ubicada en ${v.premises}.${occ ? ` También podrán ocuparla ${occ}, quienes no firman este Contrato.` : ''}`,
    ['2. PREMISES', '2. VIVIENDA'],
  )
  pair(
    `The term starts on ${dt(v.start).long} and ends on ${dt(v.end).long}.`,
    `El plazo comienza el ${fechaEs(v.start)} y termina el ${fechaEs(v.end)}.`,
    ['3. TERM', '3. PLAZO'],
  )
  pair(
    `Tenant will pay rent of ${usd(v.rent)} each month, no later than the first day of the month, to ${v.manager} at ${v.office}, by check, money order or the online portal. The office is open ${v.hours}.`,
    `El Inquilino pagará una renta de ${usd(v.rent)} cada mes, a más tardar el primer día del mes, a ${v.manager} en ${v.office}, con cheque, giro postal o el portal en línea. La oficina abre ${v.hours.replace('Monday to Friday', 'de lunes a viernes').replace('Monday to Saturday', 'de lunes a sábado')}.`,
    ['4. RENT', '4. RENTA'],
  )
  pair(
    `If rent is not paid within ${v.grace} days after the due date, Tenant will pay a late fee of ${usd(v.late)}. Each returned check costs ${usd(v.nsf)}.`,
    `Si la renta no se paga dentro de ${v.grace} días después de la fecha de pago, el Inquilino pagará un cargo por atraso de ${usd(v.late)}. Cada cheque devuelto cuesta ${usd(v.nsf)}.`,
    ['5. LATE FEE; RETURNED CHECKS', '5. CARGO POR ATRASO; CHEQUES DEVUELTOS'],
  )
  pair(
    `Tenant has paid a security deposit of ${usd(v.deposit)}. Landlord will return it, minus any lawful deductions listed in writing, within ${v.returnDays} days after Tenant moves out.`,
    `El Inquilino ha pagado un depósito de garantía de ${usd(v.deposit)}. El Arrendador lo devolverá, menos las deducciones legales detalladas por escrito, dentro de ${v.returnDays} días después de que el Inquilino desocupe la vivienda.`,
    ['6. SECURITY DEPOSIT', '6. DEPÓSITO DE GARANTÍA'],
  )
  pair(
    'Guests may not stay more than 10 days in a row without the written consent of the Landlord.',
    'Los invitados no podrán quedarse más de 10 días seguidos sin el consentimiento por escrito del Arrendador.',
    ['7. GUESTS', '7. INVITADOS'],
  )
  pair(
    'Tenant pays electricity, gas, telephone and internet. Landlord pays water, sewer and trash.',
    'El Inquilino paga electricidad, gas, teléfono e internet. El Arrendador paga agua, drenaje y basura.',
    ['8. UTILITIES', '8. SERVICIOS'],
  )
  pair(
    'Tenant will keep the dwelling clean and report needed repairs in writing. Landlord will make repairs required by law. Tenant pays for damage caused by Tenant, occupants or guests.',
    'El Inquilino mantendrá limpia la vivienda y reportará por escrito las reparaciones necesarias. El Arrendador hará las reparaciones que exige la ley. El Inquilino paga los daños causados por él, los ocupantes o los invitados.',
    ['9. REPAIRS', '9. REPARACIONES'],
  )
  pair(
    "Landlord may enter with 24 hours' written notice at reasonable times, or without notice in an emergency.",
    'El Arrendador podrá entrar con aviso por escrito de 24 horas en horas razonables, o sin aviso en caso de emergencia.',
    ['10. ENTRY', '10. ACCESO'],
  )
  pair(
    'No pets and no smoking inside the dwelling. No subletting without written consent.',
    'No se permiten mascotas ni fumar dentro de la vivienda. No se permite subarrendar sin consentimiento por escrito.',
    ['11. PETS; SMOKING', '11. MASCOTAS; FUMAR'],
  )
  pair(
    `Notices to Landlord go to ${v.office}. Notices to Tenant go to the dwelling${v.phone || v.email ? ` or to ${[v.phone, v.email].filter(Boolean).join(', ')}` : ''}.`,
    `Los avisos al Arrendador se envían a ${v.office}. Los avisos al Inquilino se envían a la vivienda${v.phone || v.email ? ` o a ${[v.phone, v.email].filter(Boolean).join(', ')}` : ''}.`,
    ['12. NOTICES', '12. AVISOS'],
  )
  pair(
    `This Lease is governed by the laws of ${v.state}. It is the entire agreement between the parties.`,
    `Este Contrato se rige por las leyes de ${v.stateEs}. Es el acuerdo completo entre las partes.`,
    ['13. LAW', '13. LEY APLICABLE'],
  )
  if (w.y < 60 + 40 * (v.tenants.length + 1)) w.newPage()
  w.y -= 22
  ;[
    `Landlord / Arrendador: ${v.landlord}`,
    ...v.tenants.map((t) => `Tenant / Inquilino: ${t.full}`),
  ].forEach((s, i) => {
    const x = L + (i % 2) * (cw + gut)
    const y = w.y - Math.floor(i / 2) * 36
    w.page.drawLine({ start: { x, y }, end: { x: x + cw - 10, y }, thickness: 0.5 })
    w.page.drawText(s, { x, y: y - 10, size: 8, font: f.sans })
  })
  footers(w, f.sans, (i, m) => `Page ${i} of ${m} / Página ${i} de ${m}`, { size: 7.5 })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.manager,
      housingProvider: v.landlord,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Check', 'Money Order', 'Online Portal'],
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'no later than the first day of the month',
      paymentRecipient: v.manager,
      paymentAddress: v.office,
      officeHours: v.hours,
      nsfPolicy: `Each returned check costs ${usd(v.nsf)}.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `minus any lawful deductions listed in writing, within ${v.returnDays} days after Tenant moves out`,
      _notes: [
        'Bilingual lease: English and Spanish side by side in two columns, the same facts in both (Spanish dates "1 de marzo de 2027"). Truth follows the controlling English text.',
        'Tenant contact only in the notices clause. Flat late fee (lateFeePercentage null).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'bilingual_side_by_side',
  title: 'Bilingual English/Spanish residential lease set side by side',
  exercises:
    'bilingual lease with English and Spanish columns carrying the same values, manager with office hours, occupants, contacts in the notices clause',
  docs: [
    {
      name: 'bilingual_lease_el_paso_tx',
      build: () =>
        build({
          landlord: 'Franklin Mountain Rentals LLC',
          manager: 'Sun City Property Managers',
          office: '6006 N. Mesa Street, Suite 512, El Paso, TX 79912',
          hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
          tenants: [person('Graciela', 'Montenegro'), person('Evaristo', 'Luján')],
          phone: '(915) 555-0163',
          email: 'graciela.montenegro@example.com',
          occupants: [person('Itzel', 'Luján'), person('Mateo', 'Luján')],
          premises: '3817 Hueco Avenue, El Paso, TX 79903',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1150,
          deposit: 1150,
          grace: 3,
          late: 55,
          nsf: 30,
          state: 'Texas',
          stateEs: 'Texas',
          returnDays: 30,
          notes: [],
        }),
    },
    {
      name: 'bilingual_lease_santa_ana_ca',
      build: () =>
        build({
          landlord: 'Anacleto Ferrante',
          manager: 'Orange Grove Residential Management',
          office: 'P.O. Box 11942, Santa Ana, CA 92711',
          hours: 'Monday to Saturday, 9:00 a.m. to 6:00 p.m.',
          tenants: [person('Rosalía', 'Echeverría')],
          phone: '(714) 555-0128',
          email: null,
          occupants: [],
          premises: '1408 W. 5th Street, Apt 6, Santa Ana, CA 92703',
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 2295,
          deposit: 2295,
          grace: 5,
          late: 75,
          nsf: 25,
          state: 'California',
          stateEs: 'California',
          returnDays: 21,
          notes: ["The manager's address is a P.O. box (payments and notices)."],
        }),
    },
  ],
}
