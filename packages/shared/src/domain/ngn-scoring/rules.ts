/**
 * The NCSBN scoring rules as pure functions (decision 0019). Each returns the points, the maximum
 * and what every part earned, so the screen can show +1, −1 or 0 per option, row, zone or
 * drop-down. No library scores the Next Generation NCLEX this way, hence hand-written and tested.
 */
export type TEarned = 1 | -1 | 0
export type TPart = { id: string; earned: TEarned }
export type TRule = 'zero-one' | 'plus-minus' | 'rationale' | 'all-or-nothing'
export type TRuleScore = { rule: TRule; points: number; max: number; parts: TPart[] }

/**
 * 0/1: each unit (a row, a drop-down, a target, a keyed option) earns 1 when answered as the key
 * says, else 0. `max` defaults to the number of units (select-n passes N: its units are every
 * option, only keyed ones can earn).
 */
export function zeroOne(units: { id: string; right: boolean }[], max = units.length): TRuleScore {
  const parts = units.map((u) => ({ id: u.id, earned: (u.right ? 1 : 0) as TEarned }))
  return { rule: 'zero-one', points: parts.filter((p) => p.earned === 1).length, max, parts }
}

/**
 * +/−: a chosen keyed option earns +1, a chosen other option −1, an option left alone 0. Each
 * group (the whole item, a grouping's group, a matrix row) is floored at 0 on its own, so wrong
 * picks in one group never take away what another earned. The maximum is the keyed count.
 */
export function plusMinus(
  groups: { options: { id: string; keyed: boolean; chosen: boolean }[] }[],
): TRuleScore {
  let points = 0
  let max = 0
  const parts: TPart[] = []
  for (const group of groups) {
    let sum = 0
    for (const o of group.options) {
      const earned: TEarned = o.chosen ? (o.keyed ? 1 : -1) : 0
      sum += earned
      if (o.keyed) max += 1
      parts.push({ id: o.id, earned })
    }
    points += Math.max(0, sum)
  }
  return { rule: 'plus-minus', points, max, parts }
}

/**
 * Rationale: each link (a dyad's two parts, or a triad's linked parts) earns 1 only when every
 * member is right; one wrong member makes the whole link 0.
 */
export function rationale(links: { id: string; members: boolean[] }[]): TRuleScore {
  return {
    ...zeroOne(links.map((l) => ({ id: l.id, right: l.members.every(Boolean) }))),
    rule: 'rationale',
  }
}

/**
 * The spec's Traditional rule (section 5): the item is right only when every part is, and is then
 * worth all its marks; otherwise 0. The parts stay as the NGN rule computed them, for display.
 */
export function allOrNothing(score: TRuleScore, marks: number): TRuleScore & { correct: boolean } {
  const correct =
    score.max > 0 && score.points === score.max && score.parts.every((p) => p.earned >= 0)
  return {
    rule: 'all-or-nothing',
    points: correct ? marks : 0,
    max: marks,
    parts: score.parts,
    correct,
  }
}
