import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Scrolls smoothly to the URL's #anchor, also when arriving from another page; else to the top. */
export function ScrollToHash() {
  const { pathname, hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page without a hash scrolls to the top
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 })
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    // The target may render after data loads: try for a short while.
    let tries = 0
    const timer = window.setInterval(() => {
      const el = document.getElementById(id)
      if (el || ++tries > 20) {
        window.clearInterval(timer)
        el?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      }
    }, 100)
    return () => window.clearInterval(timer)
  }, [pathname, hash])
  return null
}
