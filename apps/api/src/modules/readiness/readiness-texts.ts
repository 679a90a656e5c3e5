/** What the student reads when the API refuses (tests spell them out). */
export const READINESS_MESSAGES = {
  notFound: 'Assessment not found.',
  noPlan:
    'Readiness assessments come with a question-bank plan (2 per plan period). Choose a plan on the Subscriptions page.',
  usedUp:
    'You have used both readiness assessments of this plan period. Your next two come with your next plan period.',
  inProgress: 'You have a readiness assessment in progress. Finish it before starting another.',
  ended: 'This assessment has ended.',
  suspended: 'The assessment is suspended. Resume it to continue.',
  notSuspended: 'The assessment is not suspended.',
  alreadyAnswered: 'That question has already been answered. An assessment cannot go back.',
  notCurrent: 'That is not the current question.',
  wrongType: 'The answer does not match the question type.',
  notEnded: 'The result is ready when the assessment has ended.',
  emptyBank: 'No questions are tagged for this exam yet.',
} as const

/** Which rule ended the assessment, in words. */
export function stopExplanation(input: {
  reason: 'confidence' | 'max-length' | 'time' | 'bank-exhausted'
  passed: boolean
  answered: number
  minItems: number
  maxItems: number
  window: number
}): string {
  const side = input.passed ? 'above' : 'below'
  switch (input.reason) {
    case 'confidence':
      return `95 % confidence rule: after at least ${input.minItems} questions, your ability was clearly ${side} the passing standard (its 95 % range did not include the standard).`
    case 'max-length':
      return `Maximum length rule: you reached the maximum of ${input.maxItems} questions, so your final ability estimate decided: ${side} the passing standard.`
    case 'time':
      if (input.answered < input.minItems)
        return `Run-out-of-time rule: time ran out before the minimum of ${input.minItems} questions (you answered ${input.answered}), which is a fail.`
      return input.passed
        ? `Run-out-of-time rule: time ran out after the minimum, and each of your last ${input.window} ability estimates was above the passing standard, which is a pass.`
        : `Run-out-of-time rule: time ran out after the minimum, and not every one of your last ${input.window} ability estimates was above the passing standard, which is a fail.`
    case 'bank-exhausted':
      return `The bank ran out of questions for you before any other rule applied, so your final ability estimate decided: ${side} the passing standard.`
  }
}
