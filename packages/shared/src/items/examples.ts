import type { TCaseStudy } from './case-study'
import type { TItem } from './item'

/**
 * One small, original example per item type (docs/items.md shows them; tests score them; the
 * renderer can use them as fixtures). Clinically checked against standard nursing references;
 * written for this project, not taken from any published bank.
 */
const tags = {
  style: 'nextgen' as const,
  subject: 'Medical-Surgical Nursing',
  exams: ['nclex-rn' as const, 'nclex-pn' as const],
  difficulty: 0,
}

const mcq: TItem = {
  ...tags,
  id: 'ex-mcq',
  type: 'mcq',
  clientNeed: 'physiological-adaptation',
  clinicalJudgmentStep: 'take-action',
  stem: '<p>A client with type 1 diabetes is shaky and sweaty. Capillary glucose is 52 mg/dL; the client is awake and can swallow. Which action should the nurse take first?</p>',
  options: [
    {
      id: 'o1',
      text: 'Give 15 g of a fast-acting carbohydrate',
      rationale:
        '<p>Right: a conscious client who can swallow is treated with 15 g of fast-acting carbohydrate, then rechecked in 15 minutes.</p>',
    },
    {
      id: 'o2',
      text: 'Give the correction-scale dose of insulin lispro',
      rationale: '<p>Insulin lowers glucose further and would worsen hypoglycemia.</p>',
    },
    {
      id: 'o3',
      text: 'Recheck the glucose in 1 hour',
      rationale: '<p>Waiting delays treatment; the recheck comes 15 minutes after treatment.</p>',
    },
    {
      id: 'o4',
      text: 'Give glucagon 1 mg IM',
      rationale: '<p>Glucagon is for a client who cannot swallow safely or is unconscious.</p>',
    },
  ],
  key: { correct: 'o1' },
  explanation:
    '<p>The 15-15 rule: 15 g of fast-acting carbohydrate, recheck in 15 minutes, repeat if still below 70 mg/dL.</p>',
}

const multi: TItem = {
  ...tags,
  id: 'ex-multi',
  type: 'multi',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'recognize-cues',
  stem: '<p>Ten minutes into a transfusion of packed red blood cells, the client reports feeling unwell. Which findings suggest an acute hemolytic reaction? <strong>Select all that apply.</strong></p>',
  options: [
    {
      id: 'o1',
      text: 'Fever and chills',
      rationale: '<p>Right: fever and chills are early signs of red-cell destruction.</p>',
    },
    {
      id: 'o2',
      text: 'Low back pain',
      rationale: '<p>Right: flank or low back pain comes with hemolysis.</p>',
    },
    {
      id: 'o3',
      text: 'Blood pressure 84/50 mm Hg',
      rationale: '<p>Right: hypotension can progress to shock.</p>',
    },
    {
      id: 'o4',
      text: 'Dark red-brown urine',
      rationale: '<p>Right: hemoglobinuria shows free hemoglobin from destroyed cells.</p>',
    },
    {
      id: 'o5',
      text: 'Heart rate 52/min',
      rationale: '<p>Hemolytic reactions cause tachycardia, not bradycardia.</p>',
    },
    {
      id: 'o6',
      text: 'Blood pressure 168/96 mm Hg',
      rationale: '<p>Hypertension points to circulatory overload, not hemolysis.</p>',
    },
  ],
  key: { correct: ['o1', 'o2', 'o3', 'o4'] },
  explanation:
    '<p>Stop the transfusion, keep the line open with 0.9% sodium chloride through new tubing, and notify the provider and blood bank.</p>',
}

const selectN: TItem = {
  ...tags,
  id: 'ex-select-n',
  type: 'select-n',
  clientNeed: 'reduction-of-risk-potential',
  clinicalJudgmentStep: 'take-action',
  stem: '<p>A client on the first day after abdominal surgery is restless, with respirations 28/min and SpO<sub>2</sub> 88% on room air. <strong>Select 2</strong> actions the nurse should take first.</p>',
  n: 2,
  options: [
    {
      id: 'o1',
      text: 'Raise the head of the bed',
      rationale: '<p>Right: sitting up improves lung expansion at once.</p>',
    },
    {
      id: 'o2',
      text: 'Apply oxygen as prescribed by protocol',
      rationale: '<p>Right: treats the hypoxemia while the cause is found.</p>',
    },
    {
      id: 'o3',
      text: 'Give the prescribed opioid for restlessness',
      rationale: '<p>Restlessness may be hypoxia; an opioid can depress breathing further.</p>',
    },
    {
      id: 'o4',
      text: 'Walk the client in the hallway',
      rationale: '<p>Activity raises oxygen demand while the client is hypoxemic.</p>',
    },
    {
      id: 'o5',
      text: 'Document and reassess in 1 hour',
      rationale: '<p>Hypoxemia needs action now, not in an hour.</p>',
    },
  ],
  key: { correct: ['o1', 'o2'] },
  explanation:
    '<p>Position and oxygen come first; then the nurse assesses further and notifies the provider.</p>',
}

const grouping: TItem = {
  ...tags,
  id: 'ex-grouping',
  type: 'grouping',
  clientNeed: 'physiological-adaptation',
  clinicalJudgmentStep: 'recognize-cues',
  stem: '<p>An 82-year-old client has had vomiting and diarrhea for 2 days. For each body system, select the findings consistent with dehydration.</p>',
  groups: [
    {
      id: 'g1',
      label: 'Cardiovascular',
      options: [
        {
          id: 'o1',
          text: 'Heart rate 116/min',
          rationale: '<p>Right: the heart speeds up to keep cardiac output when volume is low.</p>',
        },
        {
          id: 'o2',
          text: 'Bounding peripheral pulses',
          rationale:
            '<p>Bounding pulses suggest fluid excess; dehydration gives weak, thready pulses.</p>',
        },
        {
          id: 'o3',
          text: 'Blood pressure drop of 25 mm Hg on standing',
          rationale: '<p>Right: orthostatic hypotension shows low circulating volume.</p>',
        },
      ],
    },
    {
      id: 'g2',
      label: 'Renal',
      options: [
        {
          id: 'o4',
          text: 'Urine output 18 mL/h',
          rationale: '<p>Right: the kidneys conserve water; below 30 mL/h is low.</p>',
        },
        {
          id: 'o5',
          text: 'Urine specific gravity 1.034',
          rationale: '<p>Right: concentrated urine.</p>',
        },
        {
          id: 'o6',
          text: 'Pale, dilute urine',
          rationale: '<p>Dilute urine is the opposite of what dehydration causes.</p>',
        },
      ],
    },
  ],
  key: { correct: ['o1', 'o3', 'o4', 'o5'] },
  explanation:
    '<p>Older adults have less body water and a weaker thirst response, so losses show quickly in heart rate, orthostatic pressure and urine.</p>',
}

const blank: TItem = {
  ...tags,
  id: 'ex-blank',
  type: 'blank',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'take-action',
  stem: '<p>Cephalexin 500 mg orally is prescribed. The capsules on hand contain 250 mg. How many capsules should the nurse give?</p>',
  unit: 'capsules',
  key: { accepted: ['2', '2 capsules'] },
  explanation: '<p>Desired ÷ have = 500 mg ÷ 250 mg = <strong>2 capsules</strong>.</p>',
}

const matrixMc: TItem = {
  ...tags,
  id: 'ex-matrix-mc',
  type: 'matrix-mc',
  clientNeed: 'reduction-of-risk-potential',
  clinicalJudgmentStep: 'generate-solutions',
  stem: '<p>A client with acute kidney injury has a serum potassium of 6.3 mEq/L. For each prescription, indicate whether it is indicated or not indicated.</p>',
  rowHeading: 'Prescription',
  columns: [
    { id: 'indicated', text: 'Indicated' },
    { id: 'not-indicated', text: 'Not indicated' },
  ],
  rows: [
    {
      id: 'r1',
      text: 'Continuous cardiac monitoring',
      rationale: '<p>Indicated: hyperkalemia causes dysrhythmias.</p>',
    },
    {
      id: 'r2',
      text: 'Potassium chloride 20 mEq IV',
      rationale: '<p>Not indicated: it would raise potassium further.</p>',
    },
    {
      id: 'r3',
      text: 'Regular insulin IV with dextrose',
      rationale:
        '<p>Indicated: insulin moves potassium into cells; dextrose prevents hypoglycemia.</p>',
    },
    {
      id: 'r4',
      text: 'A banana with each meal',
      rationale: '<p>Not indicated: bananas are high in potassium.</p>',
    },
  ],
  key: {
    cells: [
      { row: 'r1', column: 'indicated' },
      { row: 'r2', column: 'not-indicated' },
      { row: 'r3', column: 'indicated' },
      { row: 'r4', column: 'not-indicated' },
    ],
  },
  explanation:
    '<p>Protect the heart, shift potassium into the cells, stop potassium intake, then remove it (binders, dialysis).</p>',
}

const matrixMr: TItem = {
  ...tags,
  id: 'ex-matrix-mr',
  type: 'matrix-mr',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'generate-solutions',
  stem: '<p>A client with heart failure goes home with three new medications. For each medication, select the teaching points that apply. Each row may have more than one.</p>',
  rowHeading: 'Medication',
  columns: [
    { id: 'c1', text: 'Report muscle weakness or leg cramps' },
    { id: 'c2', text: 'Avoid salt substitutes that contain potassium' },
    { id: 'c3', text: 'Change position slowly' },
    { id: 'c4', text: 'Report swelling of the lips or tongue' },
  ],
  rows: [
    {
      id: 'r1',
      text: 'Furosemide',
      rationale:
        '<p>A loop diuretic: potassium loss (cramps, weakness) and orthostatic hypotension.</p>',
    },
    {
      id: 'r2',
      text: 'Spironolactone',
      rationale:
        '<p>Potassium-sparing: no potassium salt substitutes; it also lowers blood pressure.</p>',
    },
    {
      id: 'r3',
      text: 'Lisinopril',
      rationale:
        '<p>An ACE inhibitor: raises potassium, lowers blood pressure, and can cause angioedema.</p>',
    },
  ],
  key: {
    cells: [
      { row: 'r1', column: 'c1' },
      { row: 'r1', column: 'c3' },
      { row: 'r2', column: 'c2' },
      { row: 'r2', column: 'c3' },
      { row: 'r3', column: 'c2' },
      { row: 'r3', column: 'c3' },
      { row: 'r3', column: 'c4' },
    ],
  },
  explanation: '<p>Each drug lowers blood pressure; they differ in what they do to potassium.</p>',
}

const clozeDropdown: TItem = {
  ...tags,
  id: 'ex-cloze-dropdown',
  type: 'cloze-dropdown',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'analyze-cues',
  stem: '<p>A client using morphine patient-controlled analgesia is difficult to rouse, with respirations 8/min and pinpoint pupils. Complete the sentence.</p>',
  template: 'The client is most likely experiencing {{s1}}, so the nurse should first {{s2}}.',
  slots: [
    {
      id: 's1',
      options: [
        {
          id: 'a',
          text: 'opioid-induced respiratory depression',
          rationale: '<p>Right: sedation, slow breathing and miosis are the opioid triad.</p>',
        },
        {
          id: 'b',
          text: 'hypoglycemia',
          rationale: '<p>Hypoglycemia does not cause pinpoint pupils or slow breathing.</p>',
        },
        {
          id: 'c',
          text: 'hypovolemic shock',
          rationale: '<p>Shock brings fast, not slow, breathing.</p>',
        },
      ],
    },
    {
      id: 's2',
      options: [
        {
          id: 'a',
          text: 'stop the pump and give naloxone as prescribed',
          rationale: '<p>Right: remove the cause and reverse the opioid.</p>',
        },
        {
          id: 'b',
          text: 'increase the lockout interval',
          rationale: '<p>Changing settings leaves the client depressed now.</p>',
        },
        {
          id: 'c',
          text: 'encourage oral fluids',
          rationale: '<p>A client who is hard to rouse cannot swallow safely.</p>',
        },
      ],
    },
  ],
  key: {
    choices: [
      { slot: 's1', option: 'a' },
      { slot: 's2', option: 'a' },
    ],
  },
  explanation:
    '<p>Support breathing, stop the opioid, give naloxone, and monitor: naloxone wears off before morphine.</p>',
}

const dropdownTable: TItem = {
  ...tags,
  id: 'ex-dropdown-table',
  type: 'dropdown-table',
  subject: 'Mental Health Nursing',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'analyze-cues',
  stem: '<p>A client taking lithium has vomiting and a coarse hand tremor. For each result, choose its interpretation.</p>',
  headings: ['Result', 'Interpretation'],
  rows: [
    {
      id: 'r1',
      label: 'Lithium 2.1 mEq/L',
      options: [
        {
          id: 'a',
          text: 'Below the therapeutic range',
          rationale: '<p>Maintenance levels are about 0.6 to 1.2 mEq/L; 2.1 is above them.</p>',
        },
        {
          id: 'b',
          text: 'Therapeutic',
          rationale: '<p>2.1 mEq/L is above the therapeutic range.</p>',
        },
        {
          id: 'c',
          text: 'Toxic',
          rationale: '<p>Right: above 1.5 mEq/L, with vomiting and coarse tremor, is toxicity.</p>',
        },
      ],
    },
    {
      id: 'r2',
      label: 'Sodium 129 mEq/L',
      options: [
        {
          id: 'a',
          text: 'Low',
          rationale: '<p>Right: below 135 mEq/L; low sodium raises lithium levels.</p>',
        },
        { id: 'b', text: 'Normal', rationale: '<p>Normal sodium is 135 to 145 mEq/L.</p>' },
        { id: 'c', text: 'High', rationale: '<p>129 mEq/L is low, not high.</p>' },
      ],
    },
  ],
  key: {
    choices: [
      { slot: 'r1', option: 'c' },
      { slot: 'r2', option: 'a' },
    ],
  },
  explanation:
    '<p>Vomiting lowers sodium, the kidneys then keep lithium, and the level climbs into the toxic range.</p>',
}

const dropdownRationale: TItem = {
  ...tags,
  id: 'ex-dropdown-rationale',
  type: 'dropdown-rationale',
  subject: 'Maternal-Newborn Nursing',
  clientNeed: 'reduction-of-risk-potential',
  clinicalJudgmentStep: 'prioritize-hypotheses',
  stem: "<p>One hour after a vaginal birth, the client's fundus is soft and above the umbilicus, deviated to the right, and the perineal pad is saturated in 15 minutes. Complete the sentence.</p>",
  template: 'The client is at highest risk for {{s1}} as evidenced by {{s2}}.',
  slots: [
    {
      id: 's1',
      options: [
        {
          id: 'a',
          text: 'postpartum hemorrhage',
          rationale: '<p>Right: uterine atony is its most common cause.</p>',
        },
        {
          id: 'b',
          text: 'preeclampsia',
          rationale: '<p>No blood pressure or neurological findings are given.</p>',
        },
        {
          id: 'c',
          text: 'endometritis',
          rationale: '<p>Infection shows later, with fever and foul lochia.</p>',
        },
      ],
    },
    {
      id: 's2',
      options: [
        {
          id: 'a',
          text: 'a boggy fundus with heavy bleeding',
          rationale: '<p>Right: a soft uterus does not clamp the placental site.</p>',
        },
        {
          id: 'b',
          text: 'the time since birth',
          rationale: '<p>One hour after birth is normal; it is not evidence by itself.</p>',
        },
        {
          id: 'c',
          text: 'the vaginal birth',
          rationale: '<p>A vaginal birth is not evidence of a complication.</p>',
        },
      ],
    },
  ],
  links: [{ id: 'l1', members: ['s1', 's2'] }],
  key: {
    choices: [
      { slot: 's1', option: 'a' },
      { slot: 's2', option: 'a' },
    ],
  },
  explanation:
    '<p>A fundus deviated to the right also suggests a full bladder; the nurse massages the fundus and helps the client void.</p>',
}

const clozeDrag: TItem = {
  ...tags,
  id: 'ex-cloze-drag',
  type: 'cloze-drag',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'take-action',
  stem: '<p>Five minutes after an IV antibiotic starts, the client has hives, wheezing and BP 82/48 mm Hg. Drag an action to each blank.</p>',
  template: 'The nurse should first {{t1}}, then {{t2}}.',
  targets: ['t1', 't2'],
  tokens: [
    { id: 'k1', text: 'stop the infusion', rationale: '<p>Right first: removes the allergen.</p>' },
    {
      id: 'k2',
      text: 'give epinephrine IM as prescribed',
      rationale: '<p>Right second: epinephrine is the first-line drug for anaphylaxis.</p>',
    },
    {
      id: 'k3',
      text: 'give oral diphenhydramine',
      rationale: '<p>An oral antihistamine is too slow and does not treat airway or shock.</p>',
    },
    {
      id: 'k4',
      text: 'draw a blood culture',
      rationale: '<p>Cultures do not treat anaphylaxis.</p>',
    },
  ],
  key: {
    placements: [
      { target: 't1', token: 'k1' },
      { target: 't2', token: 'k2' },
    ],
  },
  explanation: '<p>Stop the trigger, give epinephrine, support airway and circulation.</p>',
}

const dragRationale: TItem = {
  ...tags,
  id: 'ex-drag-rationale',
  type: 'drag-rationale',
  subject: 'Pharmacology',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  clinicalJudgmentStep: 'generate-solutions',
  stem: '<p>A client taking warfarin has a nosebleed that stopped with pressure. INR is 5.1 (target 2 to 3). Drag words to complete the sentence.</p>',
  template: 'The nurse should {{t1}} because the client {{t2}}.',
  targets: ['t1', 't2'],
  tokens: [
    {
      id: 'k1',
      text: 'hold the next warfarin dose',
      rationale: '<p>Right: the level is too high; the provider adjusts the dose.</p>',
    },
    {
      id: 'k2',
      text: 'give the warfarin dose as scheduled',
      rationale: '<p>More warfarin adds to the bleeding risk.</p>',
    },
    {
      id: 'k3',
      text: 'has an INR above the target range',
      rationale: '<p>Right: 5.1 is well above 2 to 3.</p>',
    },
    {
      id: 'k4',
      text: 'has a low platelet count',
      rationale: '<p>No platelet count is given; the INR explains the bleeding.</p>',
    },
  ],
  links: [{ id: 'l1', members: ['t1', 't2'] }],
  key: {
    placements: [
      { target: 't1', token: 'k1' },
      { target: 't2', token: 'k3' },
    ],
  },
  explanation:
    '<p>Holding the dose and reporting the INR is right; an action without its reason earns nothing.</p>',
}

const highlightText: TItem = {
  ...tags,
  id: 'ex-highlight-text',
  type: 'highlight-text',
  clientNeed: 'physiological-adaptation',
  clinicalJudgmentStep: 'recognize-cues',
  stem: "<p>Highlight the findings in the nurse's note that need follow-up.</p>",
  passage: [
    { text: 'Admitted with community-acquired pneumonia. ' },
    {
      id: 'h1',
      text: 'Temperature 38.9 °C.',
      rationale: '<p>Follow up: fever shows active infection.</p>',
    },
    { text: ' ' },
    {
      id: 'h2',
      text: 'Alert and oriented to person, place and time.',
      rationale: '<p>Expected: normal mental status.</p>',
    },
    { text: ' ' },
    {
      id: 'h3',
      text: 'Crackles in the right lower lobe.',
      rationale: '<p>Follow up: fluid in the alveoli.</p>',
    },
    { text: ' ' },
    {
      id: 'h4',
      text: 'SpO2 89% on room air.',
      rationale: '<p>Follow up: below the usual goal of 92% or more.</p>',
    },
    { text: ' ' },
    { id: 'h5', text: 'Rates pain 2 of 10.', rationale: '<p>Expected: mild, controlled pain.</p>' },
  ],
  key: { correct: ['h1', 'h3', 'h4'] },
  explanation:
    '<p>Fever, crackles and low saturation describe the infection and its effect on oxygenation.</p>',
}

const highlightTable: TItem = {
  ...tags,
  id: 'ex-highlight-table',
  type: 'highlight-table',
  clientNeed: 'reduction-of-risk-potential',
  clinicalJudgmentStep: 'recognize-cues',
  stem: "<p>Six hours after a hip replacement, the client's findings are below. Highlight the findings that need follow-up.</p>",
  headings: ['Assessment', 'Finding'],
  rows: [
    {
      cells: [
        { text: 'Temperature' },
        { id: 'f1', text: '37.2 °C', rationale: '<p>Within normal limits.</p>' },
      ],
    },
    {
      cells: [
        { text: 'Heart rate' },
        {
          id: 'f2',
          text: '124/min',
          rationale: '<p>Follow up: tachycardia, an early sign of blood loss.</p>',
        },
      ],
    },
    {
      cells: [
        { text: 'Blood pressure' },
        { id: 'f3', text: '88/52 mm Hg', rationale: '<p>Follow up: hypotension.</p>' },
      ],
    },
    {
      cells: [
        { text: 'Respirations' },
        { id: 'f4', text: '18/min', rationale: '<p>Within normal limits.</p>' },
      ],
    },
    {
      cells: [
        { text: 'Urine output' },
        {
          id: 'f5',
          text: '15 mL/h',
          rationale: '<p>Follow up: below 30 mL/h, poor kidney perfusion.</p>',
        },
      ],
    },
  ],
  key: { correct: ['f2', 'f3', 'f5'] },
  explanation:
    '<p>Tachycardia, hypotension and low urine output together suggest hypovolemia from bleeding.</p>',
}

const bowtie: TItem = {
  ...tags,
  id: 'ex-bowtie',
  type: 'bowtie',
  clientNeed: 'physiological-adaptation',
  clinicalJudgmentStep: 'generate-solutions',
  stem: '<p>A client with type 1 diabetes has had flu for 3 days. Glucose 486 mg/dL, pH 7.18, bicarbonate 11 mEq/L, serum ketones positive, deep rapid respirations, fruity breath. Complete the diagram: the condition the client is most likely experiencing, 2 actions to take and 2 parameters to monitor.</p>',
  conditions: [
    {
      id: 'c1',
      text: 'Diabetic ketoacidosis',
      rationale: '<p>Right: high glucose, acidosis and ketones.</p>',
    },
    {
      id: 'c2',
      text: 'Hyperosmolar hyperglycemic state',
      rationale: '<p>HHS has little or no ketosis or acidosis.</p>',
    },
    { id: 'c3', text: 'Hypoglycemia', rationale: '<p>The glucose is high.</p>' },
  ],
  actions: [
    {
      id: 'a1',
      text: 'Infuse 0.9% sodium chloride IV',
      rationale: '<p>Right: restores the volume lost to osmotic diuresis.</p>',
    },
    {
      id: 'a2',
      text: 'Start the IV regular insulin infusion by protocol',
      rationale: '<p>Right: stops ketone production and lowers glucose.</p>',
    },
    { id: 'a3', text: 'Give glucagon IM', rationale: '<p>Glucagon raises glucose.</p>' },
    { id: 'a4', text: 'Restrict fluids', rationale: '<p>The client is volume-depleted.</p>' },
  ],
  parameters: [
    {
      id: 'p1',
      text: 'Serum potassium',
      rationale: '<p>Right: insulin drives potassium into cells and can cause hypokalemia.</p>',
    },
    {
      id: 'p2',
      text: 'Capillary glucose every hour',
      rationale: '<p>Right: guides the insulin rate and when to add dextrose.</p>',
    },
    {
      id: 'p3',
      text: 'Hemoglobin A1c',
      rationale: '<p>A1c reflects 3 months, not the next hours.</p>',
    },
    {
      id: 'p4',
      text: 'Weekly weight',
      rationale: '<p>Weekly is too slow for an acute problem.</p>',
    },
  ],
  key: { condition: 'c1', actions: ['a1', 'a2'], parameters: ['p1', 'p2'] },
  explanation:
    '<p>DKA: fluids first, insulin infusion, and close watch of potassium and glucose.</p>',
}

const trend: TItem = {
  ...tags,
  id: 'ex-trend',
  type: 'trend',
  clientNeed: 'reduction-of-risk-potential',
  clinicalJudgmentStep: 'analyze-cues',
  stem: '<p>A client is on the first day after a bowel resection. Review the vital signs.</p>',
  exhibit: {
    tabs: [
      {
        id: 'vital-signs',
        label: 'Vital Signs',
        entries: [
          {
            kind: 'table',
            id: 'vs',
            columns: ['0800', '1000', '1200'],
            rows: [
              { label: 'Heart rate (/min)', values: ['88', '104', '122'] },
              { label: 'Blood pressure (mm Hg)', values: ['124/78', '108/66', '92/54'] },
              { label: 'Urine output (mL/h)', values: ['45', '30', '15'] },
            ],
          },
        ],
      },
    ],
  },
  interaction: {
    type: 'mcq',
    options: [
      {
        id: 'o1',
        text: 'Hypovolemia from bleeding',
        rationale: '<p>Right: rising heart rate, falling pressure and urine output.</p>',
      },
      {
        id: 'o2',
        text: 'Fluid overload',
        rationale: '<p>Overload raises pressure and would not cut urine output this way.</p>',
      },
      {
        id: 'o3',
        text: 'Expected recovery',
        rationale: '<p>These changes are a trend to act on, not expected.</p>',
      },
      {
        id: 'o4',
        text: 'Pain from the incision',
        rationale: '<p>Pain raises heart rate but does not lower pressure and urine output.</p>',
      },
    ],
    key: { correct: 'o1' },
  },
  explanation:
    '<p>A trend matters more than any single value: together they show shrinking circulating volume.</p>',
}

/** One example per type, keyed by type id. */
export const EXAMPLE_ITEMS = {
  mcq,
  multi,
  'select-n': selectN,
  grouping,
  blank,
  'matrix-mc': matrixMc,
  'matrix-mr': matrixMr,
  'cloze-dropdown': clozeDropdown,
  'dropdown-table': dropdownTable,
  'dropdown-rationale': dropdownRationale,
  'cloze-drag': clozeDrag,
  'drag-rationale': dragRationale,
  'highlight-text': highlightText,
  'highlight-table': highlightTable,
  bowtie,
  trend,
} as const satisfies Record<TItem['type'], TItem>

const caseTags = {
  style: 'nextgen' as const,
  subject: 'Medical-Surgical Nursing',
  exams: ['nclex-rn' as const],
  clientNeed: 'physiological-adaptation' as const,
}

/** An unfolding case (urosepsis in an older adult): six steps, the record growing as it unfolds. */
export const EXAMPLE_CASE_STUDY: TCaseStudy = {
  id: 'ex-case-urosepsis',
  title: 'Older adult with new confusion',
  subject: 'Medical-Surgical Nursing',
  exams: ['nclex-rn'],
  record: {
    tabs: [
      {
        id: 'nurses-notes',
        label: "Nurses' Notes",
        entries: [
          {
            kind: 'note',
            id: 'n1',
            time: 'Day 1, 0900',
            html: '<p>78-year-old brought in by her daughter: new confusion since last night, burning on urination for 3 days. Oriented to name only. Skin warm and flushed, mucous membranes dry. Lungs clear.</p>',
          },
        ],
      },
      {
        id: 'history-and-physical',
        label: 'History and Physical',
        entries: [
          {
            kind: 'note',
            id: 'hp',
            html: '<p>Hypertension (lisinopril 10 mg daily). Lives alone, independent before this illness. No known allergies.</p>',
          },
        ],
      },
      {
        id: 'vital-signs',
        label: 'Vital Signs',
        entries: [
          {
            kind: 'table',
            id: 'vs',
            columns: ['0900'],
            rows: [
              { label: 'Temperature', values: ['38.8 °C'] },
              { label: 'Heart rate', values: ['112/min'] },
              { label: 'Respirations', values: ['24/min'] },
              { label: 'Blood pressure', values: ['92/56 mm Hg'] },
              { label: 'SpO2', values: ['95% room air'] },
            ],
          },
        ],
      },
      {
        id: 'laboratory-results',
        label: 'Laboratory Results',
        entries: [
          {
            kind: 'table',
            id: 'labs',
            columns: ['Day 1 0930', 'Reference'],
            rows: [
              { label: 'WBC', values: ['16,800/mm³', '5,000-10,000/mm³'] },
              { label: 'Lactate', values: ['4.1 mmol/L', '0.5-2.2 mmol/L'] },
              { label: 'Urinalysis', values: ['Nitrite +, leukocytes +', 'Negative'] },
            ],
          },
        ],
      },
      { id: 'orders', label: 'Orders/MAR', entries: [] },
    ],
  },
  steps: [
    {
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-1',
        type: 'multi',
        clinicalJudgmentStep: 'recognize-cues',
        stem: '<p>Which findings require follow-up? <strong>Select all that apply.</strong></p>',
        options: [
          {
            id: 'o1',
            text: 'New confusion',
            rationale:
              '<p>Right: an acute change in mental status in an older adult can be the first sign of infection or sepsis.</p>',
          },
          {
            id: 'o2',
            text: 'Blood pressure 92/56 mm Hg',
            rationale: '<p>Right: low for a client with hypertension.</p>',
          },
          {
            id: 'o3',
            text: 'Lactate 4.1 mmol/L',
            rationale: '<p>Right: shows poor tissue perfusion.</p>',
          },
          { id: 'o4', text: 'Lungs clear', rationale: '<p>Normal finding.</p>' },
          { id: 'o5', text: 'SpO2 95% on room air', rationale: '<p>Acceptable oxygenation.</p>' },
        ],
        key: { correct: ['o1', 'o2', 'o3'] },
        explanation: '<p>The cues point to infection with poor perfusion.</p>',
      },
    },
    {
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-2',
        type: 'dropdown-rationale',
        clinicalJudgmentStep: 'analyze-cues',
        stem: '<p>Complete the sentence.</p>',
        template: 'The findings are most consistent with {{s1}} as evidenced by {{s2}}.',
        slots: [
          {
            id: 's1',
            options: [
              {
                id: 'a',
                text: 'sepsis from a urinary tract infection',
                rationale:
                  '<p>Right: a urinary source with fever, tachycardia, hypotension and a high lactate.</p>',
              },
              {
                id: 'b',
                text: 'dehydration alone',
                rationale:
                  '<p>Dehydration does not explain fever, a high WBC or a positive urinalysis.</p>',
              },
              {
                id: 'c',
                text: 'a stroke',
                rationale: '<p>No focal neurological deficit is described.</p>',
              },
            ],
          },
          {
            id: 's2',
            options: [
              {
                id: 'a',
                text: 'fever with hypotension and an elevated lactate',
                rationale: '<p>Right: infection with organ hypoperfusion.</p>',
              },
              {
                id: 'b',
                text: 'a history of hypertension',
                rationale: '<p>A chronic condition, not evidence of the acute problem.</p>',
              },
              { id: 'c', text: 'clear lungs', rationale: '<p>A normal finding.</p>' },
            ],
          },
        ],
        links: [{ id: 'l1', members: ['s1', 's2'] }],
        key: {
          choices: [
            { slot: 's1', option: 'a' },
            { slot: 's2', option: 'a' },
          ],
        },
        explanation: '<p>Sepsis: a dysregulated response to infection with organ dysfunction.</p>',
      },
    },
    {
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-3',
        type: 'mcq',
        clinicalJudgmentStep: 'prioritize-hypotheses',
        stem: '<p>The client is at highest risk for which complication?</p>',
        options: [
          {
            id: 'o1',
            text: 'Septic shock',
            rationale: '<p>Right: hypotension with a lactate above 4 mmol/L is close to shock.</p>',
          },
          {
            id: 'o2',
            text: 'Pressure injury',
            rationale: '<p>A real risk, but not the most immediate threat to life.</p>',
          },
          {
            id: 'o3',
            text: 'Urinary retention',
            rationale: '<p>Not suggested by the findings.</p>',
          },
          {
            id: 'o4',
            text: 'Hyperglycemia',
            rationale: '<p>Possible with stress, but not the priority.</p>',
          },
        ],
        key: { correct: 'o1' },
        explanation: '<p>Circulation comes first: shock is the most immediate threat.</p>',
      },
    },
    {
      recordChanges: [
        {
          op: 'add',
          tab: 'orders',
          entry: {
            kind: 'note',
            id: 'o-sepsis',
            time: 'Day 1, 1000',
            html: '<ul><li>Blood cultures × 2</li><li>0.9% sodium chloride 30 mL/kg IV</li><li>Ceftriaxone 1 g IV</li><li>Repeat lactate in 2 hours</li></ul>',
          },
        },
      ],
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-4',
        type: 'select-n',
        clinicalJudgmentStep: 'generate-solutions',
        stem: '<p><strong>Select 3</strong> actions to include in the plan for the next hour.</p>',
        n: 3,
        options: [
          {
            id: 'o1',
            text: 'Obtain blood cultures before the antibiotic',
            rationale: '<p>Right: cultures drawn first identify the organism.</p>',
          },
          {
            id: 'o2',
            text: 'Start the 30 mL/kg crystalloid infusion',
            rationale: '<p>Right: restores perfusion.</p>',
          },
          {
            id: 'o3',
            text: 'Give the first antibiotic dose within the hour',
            rationale: '<p>Right: each hour of delay raises mortality.</p>',
          },
          {
            id: 'o4',
            text: 'Restrict oral fluids',
            rationale: '<p>The client is volume-depleted.</p>',
          },
          {
            id: 'o5',
            text: 'Give the scheduled lisinopril',
            rationale: '<p>It would lower an already low pressure.</p>',
          },
        ],
        key: { correct: ['o1', 'o2', 'o3'] },
        explanation: '<p>Cultures, fluids and antibiotics are the first-hour bundle.</p>',
      },
    },
    {
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-5',
        type: 'matrix-mc',
        clinicalJudgmentStep: 'take-action',
        stem: '<p>For each action, indicate whether it is indicated or not indicated now.</p>',
        rowHeading: 'Action',
        columns: [
          { id: 'indicated', text: 'Indicated' },
          { id: 'not-indicated', text: 'Not indicated' },
        ],
        rows: [
          {
            id: 'r1',
            text: 'Measure urine output every hour',
            rationale: '<p>Indicated: shows kidney perfusion.</p>',
          },
          {
            id: 'r2',
            text: 'Hold the fluid infusion because the pressure is low',
            rationale: '<p>Not indicated: fluids treat the low pressure.</p>',
          },
          {
            id: 'r3',
            text: 'Put fall precautions in place',
            rationale: '<p>Indicated: the client is confused.</p>',
          },
        ],
        key: {
          cells: [
            { row: 'r1', column: 'indicated' },
            { row: 'r2', column: 'not-indicated' },
            { row: 'r3', column: 'indicated' },
          ],
        },
        explanation: '<p>Carry out the bundle and keep the confused client safe.</p>',
      },
    },
    {
      recordChanges: [
        {
          op: 'replace',
          tab: 'vital-signs',
          entry: {
            kind: 'table',
            id: 'vs',
            columns: ['0900', '1300'],
            rows: [
              { label: 'Temperature', values: ['38.8 °C', '37.9 °C'] },
              { label: 'Heart rate', values: ['112/min', '94/min'] },
              { label: 'Respirations', values: ['24/min', '18/min'] },
              { label: 'Blood pressure', values: ['92/56 mm Hg', '112/68 mm Hg'] },
              { label: 'SpO2', values: ['95% room air', '96% room air'] },
            ],
          },
        },
        {
          op: 'add',
          tab: 'nurses-notes',
          entry: {
            kind: 'note',
            id: 'n2',
            time: 'Day 1, 1300',
            html: '<p>Oriented to person and place. Urine output 45 mL/h. Repeat lactate 1.8 mmol/L.</p>',
          },
        },
      ],
      item: {
        ...caseTags,
        id: 'ex-case-urosepsis-6',
        type: 'highlight-text',
        clinicalJudgmentStep: 'evaluate-outcomes',
        stem: '<p>Highlight the findings that show the treatment is working.</p>',
        passage: [
          {
            id: 'h1',
            text: 'Blood pressure 112/68 mm Hg.',
            rationale: '<p>Improved: perfusion pressure restored.</p>',
          },
          { text: ' ' },
          { id: 'h2', text: 'Urine output 45 mL/h.', rationale: '<p>Improved: above 30 mL/h.</p>' },
          { text: ' ' },
          {
            id: 'h3',
            text: 'Lactate 1.8 mmol/L.',
            rationale: '<p>Improved: back within the reference range.</p>',
          },
          { text: ' ' },
          {
            id: 'h4',
            text: 'Lives alone.',
            rationale: '<p>Matters for discharge planning, not for the response to treatment.</p>',
          },
        ],
        key: { correct: ['h1', 'h2', 'h3'] },
        explanation: '<p>Pressure, urine output and lactate together show perfusion is back.</p>',
      },
    },
  ],
}
