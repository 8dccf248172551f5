import type { Db } from '../../db/database'
import type { Admin } from '../../../shared/schemas/auth'

export const getAdmin = async (db: Db, adminId: string): Promise<Admin | undefined> => {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'username', 'first_name', 'last_name', 'role'])
    .where('id', '=', adminId)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
    }
  )
}
