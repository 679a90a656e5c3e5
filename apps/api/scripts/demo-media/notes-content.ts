import type { Block } from './pdf'

const h = (text: string): Block => ({ kind: 'heading', text })
const p = (text: string): Block => ({ kind: 'paragraph', text })
const ul = (...items: string[]): Block => ({ kind: 'bullets', items })
const tip = (text: string): Block => ({ kind: 'tip', text })
const table = (headers: string[], widths: number[], ...rows: string[][]): Block => ({
  kind: 'table',
  headers,
  rows,
  widths,
})

/** The study notes' text, by note key (apps/api/src/seed/data/library.json). */
export const NOTES: Record<string, { subtitle: string; blocks: Block[] }> = {
  'medication-math': {
    subtitle: 'The formulas behind every dosage question, with a worked example for each.',
    blocks: [
      h('Conversions to know by heart'),
      ul(
        '1 g = 1000 mg; 1 mg = 1000 mcg; 1 L = 1000 mL',
        '1 kg = 2.2 lb; 1 tsp = 5 mL; 1 tbsp = 15 mL; 1 oz = 30 mL',
        'Convert to the same unit before you calculate: never mix mg and mcg in one formula.',
      ),
      h('Desired over have'),
      p(
        'Dose = (Desired / Have) × Quantity. Ordered 500 mg; tablets are 250 mg: 500 / 250 × 1 tablet = 2 tablets.',
      ),
      h('Weight-based doses'),
      p(
        'Dose = mg/kg × weight in kg. A child weighs 44 lb (20 kg) and the order is 15 mg/kg: 15 × 20 = 300 mg. Always check the result against the safe range in the drug reference.',
      ),
      h('IV rates'),
      table(
        ['What you need', 'Formula', 'Example'],
        [2, 3, 4],
        ['Pump rate (mL/h)', 'total volume (mL) / time (h)', '1000 mL over 8 h = 125 mL/h'],
        [
          'Gravity drip (gtt/min)',
          'volume (mL) × drop factor (gtt/mL) / time (min)',
          '1000 mL over 8 h, 15 gtt/mL: 1000 × 15 / 480 = 31 gtt/min',
        ],
        [
          'Dose per hour -> mL/h',
          'ordered dose per hour / concentration',
          'Heparin 25,000 units in 250 mL = 100 units/mL; 1000 units/h = 10 mL/h',
        ],
        [
          'mcg/kg/min -> mL/h',
          'dose × kg × 60 / concentration (mcg/mL)',
          '5 mcg/kg/min, 80 kg, 1600 mcg/mL: 5 × 80 × 60 / 1600 = 15 mL/h',
        ],
      ),
      h('Rounding and writing doses'),
      ul(
        'Tablets: whole tablets, or halves only when scored. Liquids: to the tenth of a mL; under 1 mL, to the hundredth.',
        'Drops per minute: to the nearest whole drop.',
        'Always a leading zero (0.5 mg), never a trailing zero (5 mg, not 5.0 mg).',
      ),
      tip(
        'Read what the question asks for (mL, tablets, mL/h or gtt/min) and the rounding it wants before you start. A result that is 10 times the usual dose is almost always a unit error.',
      ),
    ],
  },
  'medication-rights': {
    subtitle:
      'Safe administration: the rights, the three checks and the assessments before common drugs.',
    blocks: [
      h('The rights'),
      ul(
        'Right client (two identifiers, never the room number), drug, dose, route and time.',
        'Right documentation (after giving, never before), reason, response (evaluate the effect).',
        'Right to refuse (explain the risk, document, tell the prescriber) and right education.',
      ),
      h('Three checks'),
      p(
        'Compare the medication with the order when you take it from the cabinet, when you prepare it, and at the bedside before giving it.',
      ),
      h('Assess before you give'),
      table(
        ['Drug', 'Check first', 'Usually hold and report'],
        [2, 3, 3],
        ['Digoxin', 'Apical pulse for a full minute', 'Adult pulse below 60/min'],
        [
          'Beta blockers, antihypertensives',
          'Blood pressure and pulse',
          'Systolic below 90 mmHg or pulse below 60/min (per order)',
        ],
        [
          'Opioids',
          'Respiratory rate and sedation level',
          'Respirations below 12/min or increasing sedation',
        ],
        ['Insulin', 'Blood glucose, meal timing', 'Low glucose or a missed meal (rapid-acting)'],
        [
          'Anticoagulants',
          'aPTT, INR, platelets, signs of bleeding',
          'Results outside the ordered range, any bleeding',
        ],
      ),
      h('Do not crush'),
      ul(
        'Enteric-coated tablets',
        'Extended-release forms (ER, XR, SR, XL, CR)',
        'Sublingual and buccal tablets',
      ),
      h('After an error'),
      ul(
        'Assess the client first, then notify the prescriber and follow orders.',
        'Complete the agency incident report; do not mention the report in the client record.',
      ),
      tip(
        'When an answer option says "give the medication and then assess", it is usually wrong: assessment comes before administration.',
      ),
    ],
  },
  'insulin-reference': {
    subtitle: 'Onset, peak and duration of each insulin type, mixing and hypoglycemia care.',
    blocks: [
      h('Insulin types'),
      table(
        ['Type (examples)', 'Onset', 'Peak', 'Duration', 'Notes'],
        [3, 2, 2, 2, 4],
        [
          'Rapid-acting (lispro, aspart, glulisine)',
          '10-15 min',
          '1-2 h',
          '3-5 h',
          'Give with the meal; food within 15 min',
        ],
        ['Short-acting (regular)', '30-60 min', '2-4 h', '5-8 h', 'The only insulin given IV'],
        ['Intermediate (NPH)', '1-2 h', '4-12 h', '12-18 h', 'Cloudy: roll gently, do not shake'],
        [
          'Long-acting (glargine, detemir)',
          '1-2 h',
          'No peak',
          'About 24 h',
          'Never mix with other insulins',
        ],
      ),
      h('Mixing regular and NPH in one syringe'),
      p(
        'Clear before cloudy: inject air into the NPH vial, then into the regular vial, draw the regular insulin first, then the NPH.',
      ),
      h('Hypoglycemia (below 4.0 mmol/L, about 70 mg/dL)'),
      ul(
        'Signs: shakiness, sweating, tachycardia, hunger, irritability, confusion.',
        'Awake and able to swallow: 15 g of fast-acting carbohydrate (e.g. 175 mL of juice), recheck in 15 minutes, repeat if still low, then a snack or meal.',
        'Unable to swallow: glucagon, or IV dextrose as ordered.',
        'Beta blockers can hide the tachycardia and tremor of hypoglycemia.',
      ),
      h('Teaching'),
      ul(
        'Rotate sites within one area; the abdomen absorbs fastest.',
        'Sick days: keep taking insulin, check glucose more often and test for ketones.',
        'Store opened vials at room temperature for up to 28 days (check the product).',
      ),
      tip(
        "Hypoglycemia is most likely at the insulin's peak: NPH given at 07:00 peaks in the afternoon.",
      ),
    ],
  },
  anticoagulants: {
    subtitle: 'Heparin, low molecular weight heparin, warfarin and direct oral anticoagulants.',
    blocks: [
      table(
        ['Drug', 'Monitor', 'Antidote', 'Key points'],
        [2, 2, 2, 4],
        [
          'Heparin (unfractionated)',
          'aPTT, 1.5-2.5 × control; platelets',
          'Protamine sulfate',
          'Watch for heparin-induced thrombocytopenia (platelets falling by half)',
        ],
        [
          'Enoxaparin (LMWH)',
          'Platelets, renal function, anti-Xa if needed',
          'Protamine (partial)',
          'Deep subcutaneous in the abdomen; do not expel the air bubble',
        ],
        [
          'Warfarin',
          'INR 2-3 (2.5-3.5 for mechanical valves)',
          'Vitamin K (phytonadione)',
          'Takes days to work: overlap with heparin; many interactions',
        ],
        [
          'Dabigatran',
          'Signs of bleeding, renal function',
          'Idarucizumab',
          'Swallow capsules whole',
        ],
        [
          'Apixaban, rivaroxaban',
          'Signs of bleeding',
          'Andexanet alfa',
          'Fixed doses, no routine blood tests',
        ],
      ),
      h('Giving subcutaneous heparin'),
      ul(
        'At least 5 cm from the umbilicus',
        'Do not aspirate and do not massage the site',
        'Rotate sites',
      ),
      h('Bleeding precautions and teaching'),
      ul(
        'Soft toothbrush, electric razor; avoid aspirin and NSAIDs unless prescribed.',
        'Report black stools, blood in urine, bleeding gums, unusual bruising, severe headache.',
        'Warfarin: keep vitamin K intake (leafy greens) consistent rather than avoiding it.',
        'Wear a medical alert ID; tell dentists and other prescribers.',
      ),
      tip(
        'Match the test and the antidote to the drug: aPTT and protamine sulfate for heparin; INR and vitamin K for warfarin.',
      ),
    ],
  },
  'cardiac-medications': {
    subtitle: 'What to check, what to teach and which findings to report.',
    blocks: [
      h('Digoxin'),
      ul(
        'Apical pulse for one full minute; hold for an adult rate below 60/min.',
        'Therapeutic level about 0.5-2.0 ng/mL (lower targets in heart failure).',
        'Toxicity: nausea, vomiting, loss of appetite, yellow-green halos, bradycardia, dysrhythmias.',
        'Low potassium raises the risk of toxicity. Antidote: digoxin immune fab.',
      ),
      h('Blood pressure drugs'),
      table(
        ['Class (ending)', 'Watch for', 'Teach'],
        [2, 3, 3],
        [
          'ACE inhibitors (-pril)',
          'Dry cough, angioedema, high potassium, first-dose hypotension',
          'Rise slowly; report swelling of the lips or tongue at once',
        ],
        ['ARBs (-sartan)', 'High potassium, hypotension', 'Like ACE inhibitors, without the cough'],
        [
          'Beta blockers (-olol)',
          'Bradycardia, bronchospasm (non-selective), masked hypoglycemia',
          'Never stop suddenly',
        ],
        [
          'Calcium channel blockers',
          'Hypotension, bradycardia (diltiazem, verapamil), edema',
          'Some interact with grapefruit juice',
        ],
      ),
      h('Nitroglycerin (sublingual)'),
      ul(
        'One tablet every 5 minutes, up to 3 doses; call emergency services if pain is not better 5 minutes after the first.',
        'Headache and hypotension are common; sit down before taking it.',
        'Never with sildenafil-type drugs. Keep tablets in the original dark glass bottle.',
      ),
      h('Diuretics'),
      ul(
        'Furosemide: low potassium, dehydration, ototoxicity with fast IV push; give in the morning; daily weight.',
        'Spironolactone: high potassium; avoid potassium salt substitutes.',
      ),
      tip(
        'A question about digoxin plus furosemide is usually asking about potassium: hypokalemia makes digoxin toxicity more likely.',
      ),
    ],
  },
  antibiotics: {
    subtitle: 'Cultures, levels, reactions and the class-specific cautions that exams love.',
    blocks: [
      h('Before the first dose'),
      ul(
        'Obtain ordered cultures first, then start the antibiotic without delay.',
        'Check allergies; a penicillin allergy carries a small cross-reaction risk with cephalosporins.',
      ),
      h('Anaphylaxis'),
      p(
        'Stop the infusion, call for help, keep the airway open, give epinephrine IM as ordered, then oxygen, fluids and monitoring.',
      ),
      h('Levels'),
      ul(
        'Trough: drawn just before the next dose. Peak: after the dose has been absorbed (about 30 minutes after an IV infusion ends).',
        'Aminoglycosides (gentamicin, tobramycin): nephrotoxic and ototoxic; watch creatinine, urine output, hearing and balance.',
        'Vancomycin: monitor levels and kidney function; infuse over at least 60 minutes. Flushing of the face and upper body means the rate is too fast: slow it.',
      ),
      h('Class cautions'),
      table(
        ['Class', 'Caution'],
        [2, 5],
        [
          'Fluoroquinolones (-floxacin)',
          'Tendon rupture, photosensitivity; separate from antacids and iron',
        ],
        [
          'Tetracyclines',
          'Not in pregnancy or children under 8 (teeth); avoid dairy and antacids; photosensitivity',
        ],
        [
          'Metronidazole',
          'No alcohol during treatment and for 3 days after (disulfiram-like reaction)',
        ],
        [
          'Sulfonamides',
          'Drink plenty of fluid (crystals in urine); stop for any rash (Stevens-Johnson syndrome)',
        ],
      ),
      h('C. difficile'),
      p(
        'Three or more watery stools in 24 hours after antibiotics: report, contact precautions, and soap-and-water hand hygiene (alcohol rub does not kill the spores).',
      ),
      tip('Teach every client to finish the full course even when they feel better.'),
    ],
  },
  'pain-opioids': {
    subtitle: 'Assessing pain, giving opioids safely and reversing them.',
    blocks: [
      h('Assessment'),
      ul(
        'Ask about onset, location, quality, intensity, what helps and what worsens (OPQRST).',
        'Scales: 0-10 numeric for adults, FACES for young children, FLACC for infants and non-verbal clients, PAINAD for advanced dementia.',
        'Reassess after every intervention: 30 minutes after IV, about 60 minutes after oral.',
      ),
      h('Opioids (morphine, hydromorphone, oxycodone, fentanyl)'),
      ul(
        'Check respiratory rate, sedation level and blood pressure before each dose.',
        'Sedation comes before respiratory depression: a client who is hard to rouse needs the dose held and the prescriber called.',
        'Start a bowel regimen: opioid constipation does not wear off.',
        'PCA: only the client presses the button.',
      ),
      h('Naloxone'),
      ul(
        'Given IV, IM or intranasal; repeat every 2-3 minutes as needed.',
        'It wears off before many opioids: keep monitoring for renewed sedation.',
        'It can cause sudden pain and withdrawal: titrate to breathing, not to full wakefulness.',
      ),
      h('Non-opioids'),
      ul(
        'Acetaminophen: no more than 4 g a day for most adults, counting combination products.',
        'NSAIDs: give with food; risks are stomach bleeding and kidney injury.',
        'Non-drug measures: positioning, heat or cold, relaxation, distraction.',
      ),
      tip(
        'Respirations below 12/min after an opioid: stay with the client, stimulate, support breathing, give naloxone as ordered, then call.',
      ),
    ],
  },
  psychotropics: {
    subtitle: 'Lithium, antidepressants, antipsychotics and benzodiazepines.',
    blocks: [
      h('Lithium'),
      ul(
        'Therapeutic level about 0.6-1.2 mmol/L; toxicity above 1.5: coarse tremor, vomiting, diarrhea, confusion.',
        'Keep salt and fluid intake steady (2-3 L a day); dehydration, diuretics and NSAIDs raise the level.',
      ),
      h('Antidepressants'),
      ul(
        'SSRIs take 2-6 weeks to work; watch for suicidal thoughts early, especially in young people.',
        'Serotonin syndrome: agitation, fever, sweating, tachycardia, tremor, brisk reflexes.',
        'MAOIs: avoid tyramine (aged cheese, cured meats, tap beer, soy sauce): risk of hypertensive crisis. Do not combine with SSRIs.',
        'Tricyclics: anticholinergic effects; dangerous in overdose.',
      ),
      h('Antipsychotics'),
      table(
        ['Effect', 'What it looks like', 'Action'],
        [2, 4, 3],
        [
          'Acute dystonia',
          'Muscle spasms of the neck, eyes or tongue',
          'Anticholinergic (e.g. benztropine) as ordered',
        ],
        ['Akathisia', 'Restlessness, cannot sit still', 'Report; dose change'],
        [
          'Tardive dyskinesia',
          'Lip smacking, tongue movements (late)',
          'Screen with AIMS; may be permanent',
        ],
        [
          'Neuroleptic malignant syndrome',
          'High fever, rigid muscles, confusion, unstable vital signs',
          'Stop the drug; emergency care',
        ],
        [
          'Metabolic effects (atypicals)',
          'Weight gain, high glucose and lipids',
          'Monitor weight, glucose, lipids',
        ],
      ),
      p(
        'Clozapine can cause agranulocytosis: regular neutrophil counts; report fever or sore throat.',
      ),
      h('Benzodiazepines'),
      ul(
        'Sedation and falls, especially in older adults',
        'Do not stop suddenly after regular use',
        'Antidote: flumazenil',
      ),
      tip(
        'Fever plus muscle rigidity in a client on an antipsychotic means neuroleptic malignant syndrome until proven otherwise.',
      ),
    ],
  },
  'respiratory-medications': {
    subtitle: 'Inhalers, controllers and oxygen.',
    blocks: [
      h('Relievers and controllers'),
      table(
        ['Drug', 'Role', 'Watch and teach'],
        [3, 2, 4],
        [
          'Salbutamol (short-acting beta2 agonist)',
          'Rescue',
          'Tremor, tachycardia; needing it more often means poor control',
        ],
        [
          'Inhaled corticosteroids (budesonide, fluticasone)',
          'Controller',
          'Rinse the mouth after use (thrush); daily, not for attacks',
        ],
        [
          'Ipratropium, tiotropium (anticholinergics)',
          'Bronchodilator',
          'Dry mouth; tiotropium once daily for maintenance',
        ],
        ['Montelukast', 'Controller', 'Report mood or behaviour changes'],
        ['Theophylline', 'Second line', 'Narrow range; toxicity: tachycardia, vomiting, seizures'],
      ),
      h('Metered-dose inhaler'),
      ul(
        'Shake, breathe out, seal the lips, press as you breathe in slowly and deeply, hold for 10 seconds.',
        'A spacer helps children and anyone with poor coordination.',
        'Wait about a minute between puffs; use the bronchodilator before the corticosteroid.',
      ),
      h('Oxygen and COPD'),
      p(
        'For clients at risk of carbon dioxide retention, titrate oxygen to the prescribed target, commonly SpO2 88-92%.',
      ),
      h('Peak flow zones'),
      ul(
        'Green: 80% or more of personal best',
        'Yellow: 50-79%, use the action plan',
        'Red: below 50%, reliever now and seek care',
      ),
      tip(
        '"Rinse your mouth" goes with the steroid inhaler; "use it first" goes with the bronchodilator.',
      ),
    ],
  },
  'lab-values': {
    subtitle: 'Typical adult reference ranges (SI units first). Each laboratory publishes its own.',
    blocks: [
      h('Electrolytes and chemistry'),
      table(
        ['Test', 'SI units', 'Conventional'],
        [3, 3, 3],
        ['Sodium', '135-145 mmol/L', '135-145 mEq/L'],
        ['Potassium', '3.5-5.0 mmol/L', '3.5-5.0 mEq/L'],
        ['Chloride', '98-106 mmol/L', '98-106 mEq/L'],
        ['Calcium (total)', '2.15-2.55 mmol/L', '8.6-10.2 mg/dL'],
        ['Magnesium', '0.65-1.05 mmol/L', '1.3-2.1 mEq/L'],
        ['Glucose (fasting)', '3.9-5.6 mmol/L', '70-100 mg/dL'],
        ['Urea (BUN)', '2.5-7.1 mmol/L', '7-20 mg/dL'],
        ['Creatinine', '50-110 µmol/L', '0.6-1.2 mg/dL'],
        ['HbA1c', 'Below 6.0% (diabetes: 6.5% or more)', ''],
      ),
      h('Hematology and coagulation'),
      table(
        ['Test', 'Range', 'Note'],
        [3, 3, 3],
        ['Hemoglobin', 'Men 140-180 g/L; women 120-160 g/L', '14-18 / 12-16 g/dL'],
        ['Hematocrit', 'Men 42-52%; women 37-47%', ''],
        ['White cells', '4.5-11.0 × 10^9/L', 'Neutropenia: protect from infection'],
        ['Platelets', '150-400 × 10^9/L', 'Below 50: bleeding precautions'],
        ['INR', '0.8-1.2', 'On warfarin: 2-3'],
        ['aPTT', 'About 25-35 seconds', 'On heparin: 1.5-2.5 × control'],
      ),
      h('Arterial blood gases'),
      ul('pH 7.35-7.45', 'PaCO2 35-45 mmHg', 'HCO3 22-26 mmol/L', 'PaO2 80-100 mmHg; SaO2 95-100%'),
      h('Drug levels'),
      ul('Digoxin 0.5-2.0 ng/mL', 'Lithium 0.6-1.2 mmol/L', 'Theophylline 10-20 mcg/mL'),
      tip(
        'Potassium outside 3.5-5.0 is the value most often tested: both highs and lows cause dysrhythmias.',
      ),
    ],
  },
  'isolation-precautions': {
    subtitle: 'Which precautions, which PPE and in which order.',
    blocks: [
      h('The four moments for hand hygiene'),
      ul(
        'Before touching the client or their surroundings',
        'Before a clean or aseptic procedure',
        'After body fluid exposure risk',
        'After touching the client or their surroundings',
      ),
      h('Transmission-based precautions'),
      table(
        ['Precaution', 'Examples', 'What you need'],
        [2, 4, 4],
        [
          'Contact',
          'MRSA, VRE, C. difficile, scabies, RSV (with droplet)',
          'Gown and gloves; dedicated equipment; soap and water for C. difficile',
        ],
        [
          'Droplet',
          'Influenza, pertussis, mumps, meningococcal meningitis',
          'Surgical mask and eye protection within 2 m; client masks for transport',
        ],
        [
          'Airborne',
          'Tuberculosis, measles, chickenpox, disseminated shingles',
          'Fit-tested N95 respirator; negative-pressure room, door closed',
        ],
      ),
      h('Putting on and taking off PPE'),
      ul(
        'On: hand hygiene, gown, mask or respirator, eye protection, gloves.',
        'Off: gloves, gown, hand hygiene, eye protection, mask or respirator, hand hygiene.',
        'Take off the respirator outside the airborne room; everything else at the doorway.',
      ),
      h('Protective (neutropenic) precautions'),
      ul(
        'Private room, strict hand hygiene',
        'No visitors with infections',
        'Check temperature often: fever may be the only sign',
      ),
      tip('Chickenpox and disseminated shingles need airborne AND contact precautions.'),
    ],
  },
  prioritization: {
    subtitle: 'Frameworks for "which client first" and delegation questions.',
    blocks: [
      h('Order of priority'),
      ul(
        'Airway, breathing, circulation (in cardiac arrest, compressions come first).',
        'Maslow: physiological needs, then safety, then love and belonging, esteem, self-actualisation.',
        'Acute over chronic, actual over potential, unstable over stable, unexpected over expected.',
        'Assess before you act, unless the situation is an emergency that needs action now.',
      ),
      h('Which client first?'),
      table(
        ['See first', 'Why'],
        [4, 4],
        ['New confusion or restlessness', 'May be early hypoxia or hypoglycemia'],
        ['Falling oxygen saturation, noisy breathing', 'Airway and breathing'],
        ['Chest pain, sudden severe headache', 'Possible myocardial infarction or stroke'],
        [
          'Expected findings after surgery (mild pain, scant drainage)',
          'Can wait: stable and expected',
        ],
      ),
      h('Delegation'),
      ul(
        'The five rights: right task, circumstance, person, direction and communication, supervision and evaluation.',
        'Registered nurses keep assessment, care planning, teaching and evaluation, and care of unstable clients.',
        'Unregulated care providers can do routine, stable tasks: vital signs on stable clients, hygiene, ambulation, feeding without swallowing problems.',
      ),
      h('Mass casualty triage (START)'),
      ul(
        'Red: immediate',
        'Yellow: delayed',
        'Green: minor ("walking wounded")',
        'Black: deceased or expected to die',
      ),
      tip(
        'When two options both seem right, pick the one that addresses a physiological threat happening now.',
      ),
    ],
  },
  'acid-base': {
    subtitle: 'Reading an arterial blood gas in five steps.',
    blocks: [
      h('Normal values'),
      ul(
        'pH 7.35-7.45',
        'PaCO2 35-45 mmHg (the respiratory part)',
        'HCO3 22-26 mmol/L (the metabolic part)',
      ),
      h('Five steps'),
      ul(
        '1. pH: below 7.35 acidosis, above 7.45 alkalosis.',
        '2. PaCO2: above 45 acid, below 35 base.',
        '3. HCO3: below 22 acid, above 26 base.',
        '4. The value that matches the pH names the cause (ROME: Respiratory Opposite, Metabolic Equal).',
        '5. Compensation: the other value normal = uncompensated; both abnormal with an abnormal pH = partly compensated; pH back in range = fully compensated.',
      ),
      h('Worked examples'),
      table(
        ['pH', 'PaCO2', 'HCO3', 'Interpretation'],
        [1, 1, 1, 4],
        ['7.30', '55', '24', 'Uncompensated respiratory acidosis'],
        ['7.48', '30', '23', 'Uncompensated respiratory alkalosis'],
        ['7.33', '30', '16', 'Partly compensated metabolic acidosis'],
        ['7.50', '48', '34', 'Partly compensated metabolic alkalosis'],
      ),
      h('Common causes'),
      table(
        ['Imbalance', 'Causes'],
        [2, 5],
        ['Respiratory acidosis', 'Hypoventilation: COPD, opioid overdose, chest trauma'],
        ['Respiratory alkalosis', 'Hyperventilation: anxiety, pain, early pulmonary embolism'],
        [
          'Metabolic acidosis',
          'DKA, lactic acidosis, kidney failure, diarrhea (Kussmaul breathing)',
        ],
        ['Metabolic alkalosis', 'Vomiting, NG suction, excess antacids, diuretics'],
      ),
      tip('In acidosis, potassium moves out of the cells: expect hyperkalemia.'),
    ],
  },
  electrolytes: {
    subtitle: 'Signs, ECG changes and treatment of the common imbalances.',
    blocks: [
      h('Potassium (3.5-5.0 mmol/L)'),
      ul(
        'Low: weakness, leg cramps, flat T waves and U waves, dysrhythmias. Never give potassium IV push; dilute and infuse slowly with a pump.',
        'High: peaked T waves, wide QRS, weakness, dysrhythmias. Treatment: calcium gluconate to protect the heart, insulin with dextrose, potassium binders, dialysis.',
      ),
      h('Sodium (135-145 mmol/L)'),
      ul(
        'Low: headache, confusion, seizures (SIADH, water excess). Correct slowly.',
        'High: thirst, dry mucous membranes, restlessness (dehydration, diabetes insipidus).',
      ),
      h('Calcium and magnesium'),
      ul(
        'Low calcium: tingling, muscle cramps, positive Chvostek and Trousseau signs, long QT (after thyroid surgery).',
        'High calcium: weakness, constipation, kidney stones, bone pain.',
        'Low magnesium: tremor, brisk reflexes, torsades de pointes; often with low potassium.',
        'High magnesium (magnesium sulfate): weak reflexes, slow breathing; antidote calcium gluconate.',
      ),
      h('Fluid volume'),
      table(
        ['Deficit', 'Excess'],
        [1, 1],
        [
          'Tachycardia, low blood pressure, weight loss, dark concentrated urine, dry mucosa',
          'Bounding pulse, crackles, edema, distended neck veins, weight gain',
        ],
      ),
      p('A change of 1 kg in body weight is about 1 L of fluid.'),
      tip('Check magnesium when potassium will not come up: low magnesium keeps potassium low.'),
    ],
  },
  'heart-failure': {
    subtitle: 'Left and right failure, daily care and acute pulmonary edema.',
    blocks: [
      table(
        ['Left-sided (lungs)', 'Right-sided (body)'],
        [1, 1],
        [
          'Dyspnea, orthopnea, crackles, cough, pink frothy sputum in pulmonary edema',
          'Distended neck veins, leg edema, enlarged liver, ascites, weight gain',
        ],
      ),
      h('Daily care'),
      ul(
        'Weigh daily at the same time, on the same scale, after voiding; report a gain of more than 1-1.5 kg in a day or 2 kg in a week.',
        'Sodium restriction (commonly below 2 g a day) and fluid restriction as ordered.',
        'Intake and output, lung sounds, edema, potassium (diuretics).',
        'Energy conservation: rest between activities.',
      ),
      h('Medications'),
      ul(
        'ACE inhibitors, ARBs or sacubitril-valsartan; beta blockers; spironolactone; SGLT2 inhibitors.',
        'Loop diuretics for congestion; digoxin for symptoms.',
      ),
      h('Acute pulmonary edema'),
      ul(
        'High Fowler position with legs down',
        'Oxygen',
        'IV furosemide as ordered',
        'Call the rapid response team',
      ),
      p(
        'BNP is raised in heart failure and helps tell it apart from lung causes of breathlessness.',
      ),
      tip('"Left = lungs, right = rest of the body" answers most sign-and-symptom questions.'),
    ],
  },
  'stages-of-labour': {
    subtitle: 'The four stages, fetal monitoring and emergencies.',
    blocks: [
      table(
        ['Stage', 'From - to', 'Nursing focus'],
        [1, 3, 4],
        [
          'First',
          'Regular contractions to full dilation (10 cm); latent, active and transition phases',
          'Contractions, fetal heart rate, comfort, bladder',
        ],
        [
          'Second',
          'Full dilation to the birth of the baby',
          'Pushing, fetal heart rate, positioning',
        ],
        [
          'Third',
          'Birth of the baby to delivery of the placenta (usually within 30 min)',
          'Signs of separation: gush of blood, cord lengthens, uterus rises',
        ],
        [
          'Fourth',
          'First 1-4 hours after the placenta',
          'Fundus firm and midline; massage if boggy; bleeding',
        ],
      ),
      h('Fetal heart rate'),
      ul(
        'Baseline 110-160 beats per minute.',
        'VEAL CHOP: Variable = Cord compression; Early = Head compression; Accelerations = OK; Late = Placental insufficiency.',
        'Late decelerations: stop oxytocin, turn to the side, IV fluid bolus, oxygen per protocol, notify.',
      ),
      h('Emergencies'),
      ul(
        'Prolapsed cord: call for help, relieve pressure on the cord with a gloved hand, knee-chest or Trendelenburg position.',
        'Postpartum hemorrhage: fundal massage, empty the bladder, uterotonics as ordered.',
      ),
      tip(
        'A boggy fundus displaced to one side usually means a full bladder: help the client void.',
      ),
    ],
  },
  'growth-development': {
    subtitle: 'Milestones, Erikson stages and safety by age.',
    blocks: [
      h('Infant milestones'),
      table(
        ['Age', 'Milestone'],
        [1, 4],
        ['2 months', 'Social smile; posterior fontanelle closed'],
        ['4-6 months', 'Rolls over; birth weight doubles by about 6 months'],
        ['6-8 months', 'Sits without support; stranger anxiety'],
        ['9-10 months', 'Crawls; pincer grasp; pulls to stand'],
        ['12 months', 'Walks with help or alone; birth weight tripled; a few words'],
        ['12-18 months', 'Anterior fontanelle closes'],
      ),
      h('Erikson'),
      table(
        ['Age', 'Stage', 'Play'],
        [1, 2, 2],
        ['Infant', 'Trust vs mistrust', 'Solitary: mobiles, rattles'],
        ['Toddler', 'Autonomy vs shame and doubt', 'Parallel: push-pull toys, blocks'],
        ['Preschool', 'Initiative vs guilt', 'Associative: dress-up, pretend'],
        ['School age', 'Industry vs inferiority', 'Cooperative: board games, collections'],
        ['Adolescent', 'Identity vs role confusion', 'Peer groups, sports'],
      ),
      h('Safety'),
      ul(
        'Rear-facing car seat as long as the seat allows, at least until age 2.',
        'Choking hazards under 4: grapes, hot dogs, nuts, popcorn, small toys.',
        'Never leave young children alone near water; lock away medicines and cleaning products.',
      ),
      tip(
        'Preschoolers fear bodily injury: use dolls and simple words to prepare them for procedures.',
      ),
    ],
  },
}
