import { LEASE_DOCUMENT_MAX_BYTES } from '../../../shared/schemas/leases'
import type { FileRule } from '../../http/multipart'
import { PDF_TYPES } from '../../storage/sniff'

/** One PDF of at most 10 MB, judged by its bytes. */
export const LEASE_DOCUMENT_RULE: FileRule = {
  maxBytes: LEASE_DOCUMENT_MAX_BYTES,
  maxCount: 1,
  types: PDF_TYPES,
  typeError: 'Lease documents must be PDF files.',
  sizeError: 'Lease documents must be 10 MB or smaller.',
}
