import { describe, expect, it } from 'vitest'
import fundamentals from '../../../../../apps/api/src/seed/data/questions/fundamentals.json'
import management from '../../../../../apps/api/src/seed/data/questions/management-of-care.json'
import maternal from '../../../../../apps/api/src/seed/data/questions/maternal-newborn.json'
import medsurg from '../../../../../apps/api/src/seed/data/questions/medical-surgical.json'
import mental from '../../../../../apps/api/src/seed/data/questions/mental-health.json'
import pediatrics from '../../../../../apps/api/src/seed/data/questions/pediatrics.json'
import pharmacology from '../../../../../apps/api/src/seed/data/questions/pharmacology.json'
import safety from '../../../../../apps/api/src/seed/data/questions/safety-infection-control.json'
import {
  fromLegacyAnswer,
  fromLegacySeedItem,
  type TLegacySeedQuestion,
} from '../../items/from-legacy'
import { isCorrect, marksFor, type TAnswer, type TAnswerKey } from '../grading'
import { scoreItem } from './score-item'

const FILES = [
  fundamentals,
  management,
  maternal,
  medsurg,
  mental,
  pediatrics,
  pharmacology,
  safety,
]

/** The key as the API builds it today (paper-mappers keyOf + the seeder's row ids). */
function legacyKey(q: TLegacySeedQuestion): TAnswerKey {
  if (q.type === 'matrix')
    return {
      type: 'matrix',
      rows: (q.rows ?? []).map((r, i) => ({ id: `r${i + 1}`, indicated: r.indicated })),
    }
  return { type: q.type, answers: q.answers ?? [] }
}

/** Answers a student could give today: right, empty, one thing wrong, everything picked. */
function legacyAnswers(q: TLegacySeedQuestion): TAnswer[] {
  const options = q.options ?? []
  const answers = q.answers ?? []
  switch (q.type) {
    case 'mcq':
      return options.map((choice) => ({ type: 'mcq', choice }))
    case 'multi':
      return [
        { type: 'multi', choices: [...answers].reverse() },
        { type: 'multi', choices: [] },
        { type: 'multi', choices: answers.slice(1) },
        { type: 'multi', choices: options },
      ]
    case 'blank':
      return [
        { type: 'blank', text: ` ${(answers[0] ?? '').toUpperCase()}  ` },
        { type: 'blank', text: '' },
        { type: 'blank', text: 'not the answer' },
      ]
    case 'matrix': {
      const rows = q.rows ?? []
      const tick = (flip: number, skip = -1) =>
        rows.map((r, i) => ({
          id: `r${i + 1}`,
          choice:
            i === skip
              ? null
              : r.indicated !== (i === flip)
                ? ('indicated' as const)
                : ('not_indicated' as const),
        }))
      return [
        { type: 'matrix', rows: tick(-1) },
        { type: 'matrix', rows: tick(0) },
        { type: 'matrix', rows: tick(-1, 1) },
      ]
    }
  }
}

describe('Traditional style scores every seed question exactly as the spec rules (grading.ts) do', () => {
  it('same verdict and same marks for right, empty, partly wrong and over-selected answers', () => {
    let compared = 0
    for (const file of FILES)
      for (const raw of file.questions) {
        const q = raw as TLegacySeedQuestion
        const item = { ...fromLegacySeedItem(q, file.subject), style: 'traditional' as const }
        for (const answer of legacyAnswers(q)) {
          const expected = isCorrect(legacyKey(q), answer)
          const result = scoreItem(item, fromLegacyAnswer(item, answer))
          expect(result.ok, `${q.key} ${JSON.stringify(answer)}`).toBe(true)
          if (!result.ok) continue
          expect(result.score.correct, `${q.key} ${JSON.stringify(answer)}`).toBe(expected)
          expect(result.score.points).toBe(expected ? marksFor(q.marks) : 0)
          expect(result.score.max).toBe(marksFor(q.marks))
          compared += 1
        }
      }
    expect(compared).toBeGreaterThan(800)
  })
})
