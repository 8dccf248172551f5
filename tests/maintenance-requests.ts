import type { App } from '../src/server/app'
import { multipartBody, type FormFile } from './multipart'

/** A complete maintenance request as the tenant portal's form sends it. */
export const MAINTENANCE_REQUEST_FIELDS = {
  serviceType: 'plumbing',
  specificIssue: 'Leaky faucet',
  description: 'The kitchen faucet drips all night.',
  urgency: 'high',
}

/** Reports a maintenance request with these photos through the real route, as a signed-in tenant. */
export const reportMaintenanceRequest = async (
  app: App,
  cookies: Record<string, string>,
  files: FormFile[],
) =>
  app.inject({
    method: 'POST',
    url: '/api/maintenance',
    cookies,
    ...(await multipartBody(MAINTENANCE_REQUEST_FIELDS, files)),
  })
