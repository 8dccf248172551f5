import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { todayIso } from '../../../shared/dates'
import { TenantLedgerSchema } from '../../../shared/schemas/payments'
import { requireTenant, tenantScopeOf } from '../../http/authenticate'
import { getTenantLedger } from './ledger.queries'

/** The signed-in tenant's own statement: charges, fees, credits, payments and what comes next. */
export const tenantLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ledger',
    { schema: { response: { 200: TenantLedgerSchema } }, onRequest: requireTenant },
    (request) => getTenantLedger(app.db, tenantScopeOf(request).tenantId, todayIso(app.now())),
  )
}
