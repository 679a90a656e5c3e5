import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React takes over a server-rendered page (the server's snapshot), true right after
 * and always on pages the browser draws itself. Buttons are disabled until then: a click on a page
 * whose scripts have not run yet would be lost, and a form submitted natively would put its
 * fields (a password) in the URL.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
