import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import {
  PropertyUpdateBodySchema,
  type Property,
  type PropertyType,
  type PropertyUpdateBody,
} from '../../../../shared/schemas/properties'

/** Every input of the property form holds text; the body is built from it on save. */
export type PropertyFormValues = {
  name: string
  address: string
  city: string
  state: string
  zipCode: string
  description: string
  propertyType: PropertyType
  totalUnits: string
  monthlyRent: string
  securityDeposit: string
  maintenanceFee: string
  hoaFee: string
  gardeningFee: string
  poolFee: string
  ownerName: string
  ownerEmail: string
  ownerPhone: string
  leaseId: string
  leaseStart: string
  leaseEnd: string
}

export type PropertyField = keyof PropertyFormValues

/** The form the dialog and each section build: text in, the checked update body out. */
export type PropertyForm = UseFormReturn<PropertyFormValues, unknown, PropertyUpdateBody>

export type SectionKey = 'property' | 'financial' | 'owner' | 'lease'

/** The detail side's four sections, each edited on its own. */
export const SECTIONS: Record<SectionKey, { title: string; fields: PropertyField[] }> = {
  property: {
    title: 'Property Information',
    fields: [
      'name',
      'propertyType',
      'address',
      'city',
      'state',
      'zipCode',
      'totalUnits',
      'description',
    ],
  },
  financial: {
    title: 'Financial Information',
    fields: [
      'monthlyRent',
      'securityDeposit',
      'maintenanceFee',
      'hoaFee',
      'gardeningFee',
      'poolFee',
    ],
  },
  owner: { title: 'Owner Information', fields: ['ownerName', 'ownerEmail', 'ownerPhone'] },
  lease: { title: 'Lease Information', fields: ['leaseId', 'leaseStart', 'leaseEnd'] },
}

export const SECTION_ORDER: SectionKey[] = ['property', 'financial', 'owner', 'lease']

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
  condo: 'Condo',
  townhouse: 'Townhouse',
  commercial: 'Commercial',
}

export const FIELD_LABELS: Record<PropertyField, string> = {
  name: 'Property name',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  description: 'Description',
  propertyType: 'Property type',
  totalUnits: 'Total units',
  // The property's own terms are what a vacant unit is offered at; a let unit pays its lease's.
  monthlyRent: 'Asking rent',
  securityDeposit: 'Asking deposit',
  maintenanceFee: 'Maintenance fee',
  hoaFee: 'HOA fee',
  gardeningFee: 'Gardening fee',
  poolFee: 'Pool fee',
  ownerName: 'Owner name',
  ownerEmail: 'Owner email',
  ownerPhone: 'Owner phone',
  leaseId: 'Current lease',
  leaseStart: 'Lease start',
  leaseEnd: 'Lease end',
}

const MONEY_FIELDS = [
  'monthlyRent',
  'securityDeposit',
  'maintenanceFee',
  'hoaFee',
  'gardeningFee',
  'poolFee',
] as const
const TEXT_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'description',
  'ownerName',
  'ownerEmail',
  'ownerPhone',
] as const

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

export const formValuesOf = (property?: Property): PropertyFormValues => ({
  name: text(property?.name),
  address: text(property?.address),
  city: text(property?.city),
  state: text(property?.state),
  zipCode: text(property?.zipCode),
  description: text(property?.description),
  propertyType: property?.propertyType ?? 'apartment',
  totalUnits: text(property?.totalUnits ?? 1),
  monthlyRent: text(property?.monthlyRent),
  securityDeposit: text(property?.securityDeposit),
  maintenanceFee: text(property?.maintenanceFee),
  hoaFee: text(property?.hoaFee),
  gardeningFee: text(property?.gardeningFee),
  poolFee: text(property?.poolFee),
  ownerName: text(property?.ownerName),
  ownerEmail: text(property?.ownerEmail),
  ownerPhone: text(property?.ownerPhone),
  leaseId: text(property?.leaseId),
  leaseStart: text(property?.leaseStart),
  leaseEnd: text(property?.leaseEnd),
})

/** Total units is a whole number of at least 1, and falls back to 1. */
export const parseTotalUnits = (value: string): number => {
  const units = Number.parseInt(value, 10)
  return Number.isInteger(units) && units >= 1 ? units : 1
}

/**
 * The body for the fields shown. Empty fields are omitted; on an edit, a field that had
 * a value and was emptied is sent as null so it is cleared (decision 0400). Lease fields go only
 * when changed, since they write to the lease itself.
 */
export const toPropertyBody = (
  values: PropertyFormValues,
  fields: readonly PropertyField[],
  initial?: PropertyFormValues,
): PropertyUpdateBody => {
  const body: Record<string, unknown> = {}
  const shown = new Set(fields)
  const emptied = (field: PropertyField) => initial !== undefined && initial[field] !== ''
  for (const field of TEXT_FIELDS) {
    if (!shown.has(field)) continue
    const value = values[field].trim()
    if (value) body[field] = value
    else if (field === 'name') body[field] = ''
    else if (emptied(field)) body[field] = null
  }
  for (const field of MONEY_FIELDS) {
    if (!shown.has(field)) continue
    const value = values[field].trim()
    if (value) body[field] = Number(value)
    else if (emptied(field)) body[field] = null
  }
  if (shown.has('propertyType')) body.propertyType = values.propertyType
  if (shown.has('totalUnits')) body.totalUnits = parseTotalUnits(values.totalUnits)
  for (const field of ['leaseId', 'leaseStart', 'leaseEnd'] as const) {
    if (shown.has(field) && values[field] && values[field] !== initial?.[field])
      body[field] = values[field]
  }
  return body as PropertyUpdateBody
}

/**
 * The form's check: the text of the fields shown becomes the body the server takes, and the
 * shared property schema checks it, so a field's sentence is the server's sentence and lands
 * under the same field (the form's fields carry the wire names). A blank name is sent as '' so the
 * schema asks for it.
 */
export const propertyFormSchema = (
  fields: readonly PropertyField[],
  initial?: PropertyFormValues,
) =>
  z
    .custom<PropertyFormValues>()
    .transform((values) => toPropertyBody(values, fields, initial))
    .pipe(PropertyUpdateBodySchema)
