import { useSyncExternalStore } from 'react'
import { tokenStore } from './token'

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

/**
 * Whether this browser holds a session token. The server renders public pages for a visitor
 * without one (it never sees the token, which lives in localStorage), so hydration starts from
 * `false` and React re-renders with the stored value right after.
 */
export const useSignedIn = () =>
  useSyncExternalStore(
    subscribe,
    () => tokenStore.get() !== null,
    () => false,
  )
