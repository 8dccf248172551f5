import { afterAll } from 'vitest'
import { closeSharedReaders } from './test-app'

afterAll(closeSharedReaders)
