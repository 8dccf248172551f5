import type { SchemaForm } from '@/lib/forms/use-schema-form'
import type { LeaseFormSchema } from '../lease-form'

/** What the lease form's sections share: the form and the sentence under each field. */
export type LeaseFormSection = Pick<SchemaForm<typeof LeaseFormSchema>, 'form' | 'errorOf'> & {
  disabled: boolean
}
