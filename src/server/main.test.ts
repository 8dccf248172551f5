import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { fileStoreWarning } from './main'

describe('the warning at start about where files live', () => {
  const local = loadConfig({ DATA_DIR: '/srv/hearth' }).fileStore

  it('names the risk when the database is PostgreSQL and files are on this disk', () => {
    const warning = fileStoreWarning('postgres', local)
    expect(warning).toContain("Files are stored on this server's own disk (/srv/hearth/uploads)")
    expect(warning).toContain('while the database is PostgreSQL')
    expect(warning).toContain('a second server on this database cannot read them')
    expect(warning).toContain(
      'Set FILE_STORE_URL to an S3-compatible bucket before adding a server.',
    )
  })

  it('says nothing for SQLite (one server) or for a shared bucket', () => {
    expect(fileStoreWarning('sqlite', local)).toBeUndefined()
    const bucket = loadConfig({
      DATA_DIR: '/srv/hearth',
      FILE_STORE_URL: 's3://hearth-files/prod/',
      S3_REGION: 'us-east-1',
    }).fileStore
    expect(bucket.kind).toBe('s3')
    expect(fileStoreWarning('postgres', bucket)).toBeUndefined()
  })
})
