import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  // A test file may run in Node's environment instead (`// @vitest-environment node`).
  globalThis.localStorage?.clear()
})
