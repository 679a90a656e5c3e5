import type { TestContext } from './helper'

/** Sets the test clock to a fixed instant (every module reads the same clock object). */
export function setNow(ctx: TestContext, iso: string) {
  const at = new Date(iso).getTime()
  ctx.clock.now = () => new Date(at)
}
