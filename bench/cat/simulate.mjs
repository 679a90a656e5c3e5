// Readiness assessment simulation (issue 13): npm run cat --workspace @nurseready/bench
// N synthetic candidates with abilities ~ N(0.5, 1) sit the adaptive assessment on a synthetic bank
// of 1,500 items with difficulties ~ N(0, 1), answering under the same model the engine scores with;
// prints how often the pass/fail decision matches the truth, test lengths and item exposure.
// Env: N (candidates, default 10000), SEED (default 13), EXAM (nclex-rn | nclex-pn | rex-pn),
// BANK (items, default 1500), NGN (share of the bank that is partial-credit NGN items, default 0:
// the issue's all-Rasch bank; e.g. NGN=0.2 also exercises the partial credit model),
// TIMEOUT (share of candidates who run out of time, default 0.05: each stops at a uniformly random
// item between 60 and 149 if the rules have not ended the assessment before).
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
  CLIENT_NEEDS,
  EXAM_CONFIGS,
} from '@nurseready/shared/domain/readiness/exams'
import { categoryProbabilities } from '@nurseready/shared/domain/readiness/model'
import { createRandom, normalDraw } from '@nurseready/shared/domain/readiness/random'

const candidates = Number(process.env.N ?? 10_000)
const seed = Number(process.env.SEED ?? 13)
const config = EXAM_CONFIGS[process.env.EXAM ?? 'nclex-rn']
const bankSize = Number(process.env.BANK ?? 1500)
const ngnShare = Number(process.env.NGN ?? 0)
const timeoutShare = Number(process.env.TIMEOUT ?? 0.05)
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

const items = makeBank()
const bank = indexBank(items)
const exposure = new Map()
const lengths = []
const reasons = {}
let correct = 0
let beyond = 0
let beyondCorrect = 0
let trulyBelow = 0
let falsePass = 0
let trulyAbove = 0
let falseFail = 0
let atMax = 0
let timedOut = 0
let timedOutCorrect = 0
let nearCorrect = 0
let near = 0
const started = performance.now()
for (let c = 0; c < candidates; c++) {
  const theta = 0.5 + normalDraw(random)
  const runsOutAt =
    random() < timeoutShare ? 60 + Math.floor(random() * 90) : Number.POSITIVE_INFINITY
  let state = startAssessment(config, bank, { seed: (seed * 7919 + c) | 0 })
  while (!state.stop) {
    if (state.items.length > runsOutAt) {
      state = expireAssessment(state)
      break
    }
    const id = currentItemId(state)
    state = answerItem(state, bank, id, answer(theta, bank.byId.get(id).steps))
  }
  const result = assessmentResult(state)
  for (const item of state.items) exposure.set(item.itemId, (exposure.get(item.itemId) ?? 0) + 1)
  const truth = theta > config.passingStandard
  const right = result.passed === truth
  lengths.push(result.itemsAdministered)
  reasons[result.stopReason] = (reasons[result.stopReason] ?? 0) + 1
  if (right) correct++
  if (Math.abs(theta - config.passingStandard) > 0.3) {
    beyond++
    if (right) beyondCorrect++
  } else {
    near++
    if (right) nearCorrect++
  }
  if (truth) {
    trulyAbove++
    if (!result.passed) falseFail++
  } else {
    trulyBelow++
    if (result.passed) falsePass++
  }
  if (result.itemsAdministered >= config.maxItems) atMax++
  if (result.stopReason === 'time') {
    timedOut++
    if (right) timedOutCorrect++
  }
}
const seconds = (performance.now() - started) / 1000
lengths.sort((a, b) => a - b)
const pct = (a, b) => `${b === 0 ? '–' : ((100 * a) / b).toFixed(1)} %`
const mean = lengths.reduce((s, x) => s + x, 0) / lengths.length
const median =
  lengths.length % 2
    ? lengths[(lengths.length - 1) / 2]
    : (lengths[lengths.length / 2 - 1] + lengths[lengths.length / 2]) / 2
const mostUsed = Math.max(...exposure.values())

console.log(
  `${config.name}: ${candidates} candidates, abilities ~ N(0.5, 1), standard ${config.passingStandard.toFixed(2)}; ` +
    `bank ${bankSize} items ~ N(0, 1)${ngnShare > 0 ? `, ${pct(ngnShare, 1)} NGN (partial credit)` : ''}; ` +
    `${config.minItems}–${config.maxItems} items (${config.pretestItems} pretest); ` +
    `time-out for ${pct(timeoutShare, 1)}; seed ${seed}`,
)
console.log(`overall accuracy: ${pct(correct, candidates)}`)
console.log(`accuracy beyond 0.3 logits: ${pct(beyondCorrect, beyond)}`)
console.log(`accuracy within 0.3 logits: ${pct(nearCorrect, near)} (${near} candidates)`)
console.log(
  `false pass rate: ${pct(falsePass, trulyBelow)} of candidates below the standard (${pct(falsePass, candidates)} of all)`,
)
console.log(
  `false fail rate: ${pct(falseFail, trulyAbove)} of candidates above the standard (${pct(falseFail, candidates)} of all)`,
)
console.log(`mean length: ${mean.toFixed(1)} items; median length: ${median} items`)
console.log(`reaching the maximum (${config.maxItems}): ${pct(atMax, candidates)}`)
console.log(
  `stop rules: ${Object.entries(reasons)
    .map(([reason, n]) => `${reason} ${pct(n, candidates)}`)
    .join(', ')}`,
)
console.log(`ran out of time: ${timedOut}, decided correctly: ${pct(timedOutCorrect, timedOut)}`)
console.log(`most-used item's exposure: ${pct(mostUsed, candidates)} of candidates`)
console.log(`items never used: ${bankSize - exposure.size}`)
console.log(`time: ${seconds.toFixed(1)} s`)
