import type { Block, DocSpec } from './pdf'

/** The NCLEX client-needs areas, the backbone of every plan. */
const AREAS = [
  'Management of Care',
  'Safety and Infection Control',
  'Health Promotion and Maintenance',
  'Psychosocial Integrity',
  'Basic Care and Comfort',
  'Pharmacological and Parenteral Therapies',
  'Reduction of Risk Potential',
  'Physiological Adaptation',
]

const READINESS =
  'Before you book or sit the exam, aim for high or very high results in four consecutive readiness assessments.'

function threeWeeks(): Block[] {
  const rows: string[][] = []
  let contentDays = 0
  for (let day = 1; day <= 21; day++) {
    const week = Math.ceil(day / 7)
    const dow = (day - 1) % 7
    let focus: string
    let tasks: string
    if (day === 1) {
      focus = 'Baseline'
      tasks = 'Readiness assessment 1; list your three weakest areas'
    } else if (dow === 6) {
      focus = 'Review and rest'
      tasks = "Re-read the week's notes on wrong answers; light review only"
    } else if (week === 3 && dow >= 3) {
      focus = dow === 5 ? 'Final readiness check' : `Readiness assessment ${dow - 1}`
      tasks =
        dow === 5
          ? 'Last assessment; plan exam-day logistics; sleep early'
          : 'Timed test of 85+ questions, then review every rationale'
    } else {
      const area = AREAS[contentDays++ % AREAS.length]!
      focus = area
      tasks =
        week === 1
          ? `Videos and notes on ${area}; 75 tutor-mode questions`
          : `100 mixed questions (time mode) weighted to ${area}; 1 Next Gen case`
    }
    rows.push([`Day ${day}`, focus, tasks])
  }
  return [
    {
      kind: 'paragraph',
      text: 'For the final stretch: about 4-5 hours a day. Keep one rest evening each week.',
    },
    { kind: 'table', headers: ['Day', 'Focus', 'Tasks'], widths: [1, 3, 5], rows },
    { kind: 'tip', label: 'READY TO BOOK?', text: READINESS },
  ]
}

function sixWeeks(): Block[] {
  const rows = [
    [
      '1',
      'Baseline; Management of Care; Safety and Infection Control',
      'Readiness assessment 1; 50 questions a day in tutor mode',
    ],
    [
      '2',
      'Pharmacology: medication math, cardiac, endocrine, anticoagulants',
      '60 questions a day; make drug-class flashcards',
    ],
    [
      '3',
      'Physiological Adaptation: cardiac, respiratory, fluids and electrolytes',
      '75 questions a day; ABG and lab-value drills',
    ],
    [
      '4',
      'Health Promotion; maternal, newborn and pediatrics',
      '75 questions a day; 2 Next Gen cases; readiness assessment 2',
    ],
    [
      '5',
      'Psychosocial Integrity; Basic Care and Comfort; Reduction of Risk',
      '100 questions a day in time mode',
    ],
    [
      '6',
      'Mixed review of weak areas',
      'Readiness assessments 3-6 on alternate days; rest the day before the exam',
    ],
  ]
  return [
    {
      kind: 'paragraph',
      text: 'About 3 hours a day, six days a week. Each day: 1 hour of videos or notes, then questions, then rationales.',
    },
    { kind: 'table', headers: ['Week', 'Content focus', 'Practice'], widths: [1, 5, 5], rows },
    { kind: 'heading', text: 'A typical study day' },
    {
      kind: 'bullets',
      items: [
        "Warm-up (15 min): review yesterday's wrong answers.",
        'Content (60 min): one video and its study note.',
        'Questions (60-90 min): a test in the current focus area.',
        'Rationales (30 min): read every rationale, right answers included.',
      ],
    },
    { kind: 'tip', label: 'READY TO BOOK?', text: READINESS },
  ]
}

function twelveWeeks(): Block[] {
  const plan: [string, string][] = [
    ['Orientation and baseline assessment; study habits', 'Readiness assessment 1'],
    ['Management of Care: prioritization, delegation, ethics', '30 questions a day'],
    ['Safety and Infection Control', '30 questions a day'],
    ['Pharmacology I: medication math, safety, cardiac drugs', '40 questions a day'],
    [
      'Pharmacology II: endocrine, anticoagulants, antibiotics, psychotropics',
      '40 questions a day; readiness assessment 2',
    ],
    ['Cardiovascular and respiratory', '50 questions a day; 1 Next Gen case'],
    ['Fluids, electrolytes, acid-base, renal', '50 questions a day; 1 Next Gen case'],
    ['Endocrine, neurological, musculoskeletal', '60 questions a day; readiness assessment 3'],
    ['Maternal and newborn', '60 questions a day; 2 Next Gen cases'],
    ['Pediatrics; growth and development', '75 questions a day'],
    ['Mental health; basic care and comfort', '75 questions a day; readiness assessment 4'],
    ['Mixed review and exam simulation', 'Readiness assessments 5-8; rest before the exam'],
  ]
  return [
    {
      kind: 'paragraph',
      text: 'About 2 hours a day, five or six days a week. Steady content review with a weekly check.',
    },
    {
      kind: 'table',
      headers: ['Week', 'Content focus', 'Practice'],
      widths: [1, 6, 4],
      rows: plan.map(([focus, practice], i) => [String(i + 1), focus, practice]),
    },
    { kind: 'tip', label: 'READY TO BOOK?', text: READINESS },
  ]
}

function tracker(): Block[] {
  const rows = Array.from({ length: 8 }, (_, i) => [String(i + 1), '', '', '', '', '', ''])
  return [
    {
      kind: 'paragraph',
      text: 'After each readiness assessment, write down the result and the areas to revisit. Levels: low, borderline, high, very high.',
    },
    {
      kind: 'table',
      headers: [
        '#',
        'Date',
        'Questions',
        'Score %',
        'Level',
        'Weakest areas',
        'Plan for next week',
      ],
      widths: [0.5, 1.2, 1.1, 1, 1.2, 3, 3],
      rows,
      minRowHeight: 30,
    },
    {
      kind: 'tip',
      label: 'READY TO BOOK?',
      text: `${READINESS} Tick each one as you reach it:   [  ] 1     [  ] 2     [  ] 3     [  ] 4`,
    },
  ]
}

/** The study calendar PDFs, by key (apps/api/src/seed/data/library.json). */
export const CALENDAR: Record<string, Omit<DocSpec, 'kicker'>> = {
  'weeks-3': {
    title: '3-Week Study Calendar',
    subtitle: 'An intensive plan for the last three weeks before your exam.',
    blocks: threeWeeks(),
  },
  'weeks-6': {
    title: '6-Week Study Calendar',
    subtitle: 'Daily study blocks across every client-needs area.',
    blocks: sixWeeks(),
  },
  'weeks-12': {
    title: '12-Week Study Calendar',
    subtitle: 'A steady three-month plan with weekly checks.',
    blocks: twelveWeeks(),
  },
  'assessment-tracker': {
    title: 'Learning Assessment Tracker',
    subtitle: 'Record every readiness assessment and the topics to revisit.',
    blocks: tracker(),
    landscape: true,
  },
}
