// Readiness assessment simulation (issue 13): npm run cat --workspace @nurseready/bench
// N synthetic candidates with abilities ~ N(0.5, 1) sit the adaptive assessment on a synthetic bank
// of 1,500 items with difficulties ~ N(0, 1), answering under the same model the engine scores with;
// prints how often the pass/fail decision matches the truth, test lengths and item exposure.
// Env: N (candidates, default 10000), SEED (default 13), EXAM (nclex-rn | nclex-pn | rex-pn),
// BANK (items, default 1500), NGN (share of the bank that is partial-credit NGN items, default 0:
// the issue's all-Rasch bank; e.g. NGN=0.2 also exercises the partial credit model),
// BANK=demo runs on the demo question bank instead (see demoBank below).
// TIMEOUT_N (size of a separate run-out-of-time cohort, default N/10: each of these candidates'
// time ends after a uniformly random item from 60 to 149, unless another rule ended the test first;
// the headline figures are the main cohort's, who all finish in time, like the reference simulation).

import { readdirSync, readFileSync } from 'node:fs'
import {
  answerItem,
  assessmentResult,
  currentItemId,
  expireAssessment,
  startAssessment,
} from '@nurseready/shared/domain/readiness/assessment'
import { indexBank } from '@nurseready/shared/domain/readiness/bank'
import {
  blueprintTargets,
  CLIENT_NEED_LABELS,
  CLIENT_NEEDS,
  EXAM_CONFIGS,
} from '@nurseready/shared/domain/readiness/exams'
import { categoryProbabilities } from '@nurseready/shared/domain/readiness/model'
import { createRandom, normalDraw } from '@nurseready/shared/domain/readiness/random'

const candidates = Number(process.env.N ?? 10_000)
const seed = Number(process.env.SEED ?? 13)
const config = EXAM_CONFIGS[process.env.EXAM ?? 'nclex-rn']
const demo = process.env.BANK === 'demo'
const bankSize = demo ? 0 : Number(process.env.BANK ?? 1500)
const ngnShare = Number(process.env.NGN ?? 0)
const timeoutCandidates = Number(process.env.TIMEOUT_N ?? Math.round(candidates / 10))
if (!config) throw new Error(`unknown EXAM ${process.env.EXAM}`)

const random = createRandom(seed)

// The bank: categories in the blueprint's target proportions, difficulties ~ N(0, 1). An NGN item
// has 2–6 score points (PCM steps spread ±0.6 logit around a location ~ N(0, 1)).
function makeBank() {
  const targets = blueprintTargets(config.blueprint)
  const items = []
  let made = 0
  CLIENT_NEEDS.forEach((need, i) => {
    const count =
      i === CLIENT_NEEDS.length - 1 ? bankSize - made : Math.round(bankSize * targets[need])
    for (let j = 0; j < count; j++) {
      const location = normalDraw(random)
      let steps = [location]
      if (random() < ngnShare) {
        const m = 2 + Math.floor(random() * 5)
        steps = Array.from(
          { length: m },
          (_, s) =>
            location + (m === 1 ? 0 : -0.6 + (1.2 * s) / (m - 1)) + 0.3 * normalDraw(random),
        )
      }
      items.push({ id: `${need}-${j}`, clientNeed: need, steps })
    }
    made += count
  })
  return items
}

function answer(theta, steps) {
  const p = categoryProbabilities(theta, steps)
  let u = random()
  for (let k = 0; k < p.length; k++) {
    u -= p[k]
    if (u < 0) return k
  }
  return p.length - 1
}

// BANK=demo: the demo question bank's items tagged for this exam, with the author-given difficulty
// taken as the true one (no item has been calibrated from answers yet) and every item right/wrong.
function demoBank() {
  const needByLabel = new Map(Object.entries(CLIENT_NEED_LABELS).map(([id, label]) => [label, id]))
  needByLabel.set('Coordinated Care', 'management-of-care')
  const items = []
  // The folders the seed reads (apps/api/src/seed/question-bank.ts): the original 240, then the bank.
  for (const folder of ['questions', 'bank']) {
    const dir = new URL(`../../apps/api/src/seed/data/${folder}/`, import.meta.url)
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const { questions } = JSON.parse(readFileSync(new URL(file, dir), 'utf8'))
      questions.forEach((question, i) => {
        const need = needByLabel.get(question.clientNeed)
        if (!need || typeof question.difficulty !== 'number') return
        if (!(question.exams ?? []).includes(config.name)) return
        items.push({ id: `${folder}/${file}#${i}`, clientNeed: need, steps: [question.difficulty] })
      })
    }
  }
  return items
}

const items = demo ? demoBank() : makeBank()
const bank = indexBank(items)

/** Sit `count` candidates; `runsOut()` gives the item count at which one runs out of time. */
function cohort(count, firstSeed, runsOut) {
  const stats = {
    count,
    correct: 0,
    beyond: 0,
    beyondCorrect: 0,
    near: 0,
    nearCorrect: 0,
    trulyBelow: 0,
    falsePass: 0,
    trulyAbove: 0,
    falseFail: 0,
    atMax: 0,
    timedOut: 0,
    timedOutCorrect: 0,
    timedOutBelowMin: 0,
    lengths: [],
    reasons: {},
    exposure: new Map(),
  }
  for (let c = 0; c < count; c++) {
    const theta = 0.5 + normalDraw(random)
    const runsOutAt = runsOut()
    let state = startAssessment(config, bank, { seed: (firstSeed + c) | 0 })
    while (!state.stop) {
      if (state.items.length > runsOutAt) {
        state = expireAssessment(state)
        break
      }
      const id = currentItemId(state)
      state = answerItem(state, bank, id, answer(theta, bank.byId.get(id).steps))
    }
    const result = assessmentResult(state)
    for (const item of state.items) {
      stats.exposure.set(item.itemId, (stats.exposure.get(item.itemId) ?? 0) + 1)
    }
    const truth = theta > config.passingStandard
    const right = result.passed === truth
    stats.lengths.push(result.itemsAdministered)
    stats.reasons[result.stopReason] = (stats.reasons[result.stopReason] ?? 0) + 1
    if (right) stats.correct++
    if (Math.abs(theta - config.passingStandard) > 0.3) {
      stats.beyond++
      if (right) stats.beyondCorrect++
    } else {
      stats.near++
      if (right) stats.nearCorrect++
    }
    if (truth) {
      stats.trulyAbove++
      if (!result.passed) stats.falseFail++
    } else {
      stats.trulyBelow++
      if (result.passed) stats.falsePass++
    }
    if (result.itemsAdministered >= config.maxItems) stats.atMax++
    if (result.stopReason === 'time') {
      stats.timedOut++
      if (right) stats.timedOutCorrect++
      if (result.itemsAdministered < config.minItems) stats.timedOutBelowMin++
    }
  }
  stats.lengths.sort((a, b) => a - b)
  return stats
}

const pct = (a, b) => `${b === 0 ? '–' : ((100 * a) / b).toFixed(1)} %`
const started = performance.now()
const main = cohort(candidates, seed * 7919, () => Number.POSITIVE_INFINITY)
const mainSeconds = (performance.now() - started) / 1000
const late = cohort(
  timeoutCandidates,
  seed * 7919 + candidates,
  () => 60 + Math.floor(random() * 90),
)
const seconds = (performance.now() - started) / 1000

const { lengths } = main
const mean = lengths.reduce((s, x) => s + x, 0) / lengths.length
const median =
  lengths.length % 2
    ? lengths[(lengths.length - 1) / 2]
    : (lengths[lengths.length / 2 - 1] + lengths[lengths.length / 2]) / 2
const mostUsed = Math.max(...main.exposure.values())

console.log(
  `${config.name}: ${candidates} candidates, abilities ~ N(0.5, 1), standard ${config.passingStandard.toFixed(2)}; ` +
    (demo
      ? `demo bank: ${items.length} tagged items (${CLIENT_NEEDS.map((need) => bank.byNeed.get(need).length).join('/')}), author difficulties as true ones; `
      : `bank ${bankSize} items, difficulties ~ N(0, 1)${ngnShare > 0 ? `, ${pct(ngnShare, 1)} NGN (partial credit)` : ''}; `) +
    `${config.minItems}–${config.maxItems} items (${config.pretestItems} pretest); seed ${seed}`,
)
console.log(`overall accuracy: ${pct(main.correct, candidates)}`)
console.log(`accuracy beyond 0.3 logits: ${pct(main.beyondCorrect, main.beyond)}`)
console.log(
  `accuracy within 0.3 logits: ${pct(main.nearCorrect, main.near)} (${main.near} candidates)`,
)
console.log(
  `false pass rate: ${pct(main.falsePass, main.trulyBelow)} of candidates below the standard (${pct(main.falsePass, candidates)} of all)`,
)
console.log(
  `false fail rate: ${pct(main.falseFail, main.trulyAbove)} of candidates above the standard (${pct(main.falseFail, candidates)} of all)`,
)
console.log(`mean length: ${mean.toFixed(1)} items; median length: ${median} items`)
console.log(`reaching the maximum (${config.maxItems} items): ${pct(main.atMax, candidates)}`)
console.log(
  `stop rules: ${Object.entries(main.reasons)
    .map(([reason, n]) => `${reason} ${pct(n, candidates)}`)
    .join(', ')}`,
)
console.log(`most-used item's exposure: ${pct(mostUsed, candidates)} of candidates`)
console.log(`items never used: ${items.length - main.exposure.size} of ${items.length}`)
if (timeoutCandidates > 0) {
  console.log(
    `run-out-of-time cohort: ${timeoutCandidates} more candidates whose time ends after a random item 60–149; ` +
      `${late.timedOut} ran out before another rule ended the test (${late.timedOutBelowMin} below the minimum: fail), ` +
      `decided correctly: ${pct(late.timedOutCorrect, late.timedOut)}; whole cohort accuracy ${pct(late.correct, timeoutCandidates)}`,
  )
}
console.log(`time: ${mainSeconds.toFixed(1)} s main cohort, ${seconds.toFixed(1)} s in all`)
