/**
 * The test screen's lab-values reference: usual adult reference ranges, written for NurseReady
 * in our own words from standard physiology (not copied from any exam's or publisher's sheet).
 * US conventional units first, SI units where they differ. Ranges vary between laboratories;
 * a question's own stated range always wins.
 */
export type LabValue = {
  group: LabGroup
  name: string
  /** US conventional units. */
  us: string
  /** SI units, when different from `us`. */
  si?: string
  note?: string
}

export const LAB_GROUPS = [
  'Electrolytes',
  'Complete blood count',
  'Coagulation',
  'Arterial blood gases',
  'Renal',
  'Liver and pancreas',
  'Glucose',
  'Lipids',
  'Cardiac markers',
  'Therapeutic drug levels',
  'Other',
] as const
export type LabGroup = (typeof LAB_GROUPS)[number]

export const LAB_VALUES: LabValue[] = [
  { group: 'Electrolytes', name: 'Sodium (Na⁺)', us: '135–145 mEq/L', si: '135–145 mmol/L' },
  { group: 'Electrolytes', name: 'Potassium (K⁺)', us: '3.5–5.0 mEq/L', si: '3.5–5.0 mmol/L' },
  { group: 'Electrolytes', name: 'Chloride (Cl⁻)', us: '98–106 mEq/L', si: '98–106 mmol/L' },
  {
    group: 'Electrolytes',
    name: 'Bicarbonate, serum (total CO₂)',
    us: '22–29 mEq/L',
    si: '22–29 mmol/L',
  },
  { group: 'Electrolytes', name: 'Calcium, total', us: '8.5–10.5 mg/dL', si: '2.1–2.6 mmol/L' },
  {
    group: 'Electrolytes',
    name: 'Calcium, ionized',
    us: '4.6–5.3 mg/dL',
    si: '1.15–1.32 mmol/L',
  },
  {
    group: 'Electrolytes',
    name: 'Magnesium (Mg²⁺)',
    us: '1.3–2.1 mEq/L (about 1.6–2.6 mg/dL)',
    si: '0.65–1.05 mmol/L',
  },
  {
    group: 'Electrolytes',
    name: 'Phosphorus (phosphate)',
    us: '3.0–4.5 mg/dL',
    si: '0.97–1.45 mmol/L',
  },
  {
    group: 'Complete blood count',
    name: 'Hemoglobin',
    us: 'Men 14–18 g/dL; women 12–16 g/dL',
    si: 'Men 140–180 g/L; women 120–160 g/L',
  },
  {
    group: 'Complete blood count',
    name: 'Hematocrit',
    us: 'Men 42–52 %; women 37–47 %',
    si: 'Men 0.42–0.52; women 0.37–0.47 (volume fraction)',
  },
  {
    group: 'Complete blood count',
    name: 'Red blood cells (RBC)',
    us: 'Men 4.7–6.1 million/mm³; women 4.2–5.4 million/mm³',
    si: 'Men 4.7–6.1 × 10¹²/L; women 4.2–5.4 × 10¹²/L',
  },
  {
    group: 'Complete blood count',
    name: 'White blood cells (WBC)',
    us: '5,000–10,000/mm³',
    si: '5.0–10.0 × 10⁹/L',
  },
  {
    group: 'Complete blood count',
    name: 'Absolute neutrophil count (ANC)',
    us: '1,500–8,000/mm³',
    si: '1.5–8.0 × 10⁹/L',
    note: 'Below 500/mm³ is severe neutropenia: neutropenic precautions.',
  },
  {
    group: 'Complete blood count',
    name: 'Platelets',
    us: '150,000–400,000/mm³',
    si: '150–400 × 10⁹/L',
    note: 'Bleeding risk rises below 50,000/mm³; spontaneous bleeding below about 20,000/mm³.',
  },
  { group: 'Complete blood count', name: 'Mean corpuscular volume (MCV)', us: '80–100 fL' },
  { group: 'Coagulation', name: 'Prothrombin time (PT)', us: '11–12.5 seconds' },
  {
    group: 'Coagulation',
    name: 'INR',
    us: '0.8–1.1 without anticoagulation',
    note: 'Target on warfarin: usually 2.0–3.0; 2.5–3.5 for a mechanical mitral valve.',
  },
  {
    group: 'Coagulation',
    name: 'Activated partial thromboplastin time (aPTT)',
    us: '30–40 seconds',
    note: 'On a heparin infusion the usual target is 1.5–2.5 times the control value.',
  },
  { group: 'Coagulation', name: 'Fibrinogen', us: '200–400 mg/dL', si: '2.0–4.0 g/L' },
  {
    group: 'Coagulation',
    name: 'D-dimer',
    us: 'Below 0.5 µg/mL FEU',
    si: 'Below 500 ng/mL FEU',
  },
  { group: 'Arterial blood gases', name: 'pH', us: '7.35–7.45' },
  { group: 'Arterial blood gases', name: 'PaCO₂', us: '35–45 mm Hg', si: '4.7–6.0 kPa' },
  { group: 'Arterial blood gases', name: 'HCO₃⁻', us: '22–26 mEq/L', si: '22–26 mmol/L' },
  { group: 'Arterial blood gases', name: 'PaO₂', us: '80–100 mm Hg', si: '10.7–13.3 kPa' },
  { group: 'Arterial blood gases', name: 'SaO₂', us: '95–100 %' },
  {
    group: 'Arterial blood gases',
    name: 'Base excess',
    us: '−2 to +2 mEq/L',
    si: '−2 to +2 mmol/L',
  },
  { group: 'Arterial blood gases', name: 'Lactate', us: '4.5–18 mg/dL', si: '0.5–2.0 mmol/L' },
  {
    group: 'Renal',
    name: 'Blood urea nitrogen (BUN)',
    us: '10–20 mg/dL',
    si: 'Urea 3.6–7.1 mmol/L',
  },
  {
    group: 'Renal',
    name: 'Creatinine',
    us: 'Men 0.7–1.3 mg/dL; women 0.6–1.1 mg/dL',
    si: 'Men 62–115 µmol/L; women 53–97 µmol/L',
  },
  {
    group: 'Renal',
    name: 'Estimated GFR (eGFR)',
    us: '90 mL/min/1.73 m² or more',
    note: 'Below 60 for 3 months or more is chronic kidney disease.',
  },
  {
    group: 'Renal',
    name: 'Uric acid',
    us: 'Men 3.4–7.0 mg/dL; women 2.4–6.0 mg/dL',
    si: 'Men 200–420 µmol/L; women 140–360 µmol/L',
  },
  { group: 'Renal', name: 'Urine specific gravity', us: '1.005–1.030' },
  { group: 'Renal', name: 'Serum osmolality', us: '275–295 mOsm/kg', si: '275–295 mmol/kg' },
  { group: 'Liver and pancreas', name: 'ALT', us: '7–56 units/L' },
  { group: 'Liver and pancreas', name: 'AST', us: '10–40 units/L' },
  { group: 'Liver and pancreas', name: 'Alkaline phosphatase (ALP)', us: '44–147 units/L' },
  {
    group: 'Liver and pancreas',
    name: 'Bilirubin, total',
    us: '0.3–1.0 mg/dL',
    si: '5–17 µmol/L',
  },
  {
    group: 'Liver and pancreas',
    name: 'Bilirubin, direct (conjugated)',
    us: '0.1–0.3 mg/dL',
    si: '1.7–5.1 µmol/L',
  },
  { group: 'Liver and pancreas', name: 'Albumin', us: '3.5–5.0 g/dL', si: '35–50 g/L' },
  { group: 'Liver and pancreas', name: 'Total protein', us: '6.0–8.0 g/dL', si: '60–80 g/L' },
  { group: 'Liver and pancreas', name: 'Ammonia', us: '15–45 µg/dL', si: '9–26 µmol/L' },
  { group: 'Liver and pancreas', name: 'Amylase', us: '30–110 units/L' },
  { group: 'Liver and pancreas', name: 'Lipase', us: '0–160 units/L' },
  {
    group: 'Glucose',
    name: 'Glucose, fasting plasma',
    us: '70–99 mg/dL',
    si: '3.9–5.5 mmol/L',
    note: 'Below 70 mg/dL (3.9 mmol/L) is hypoglycemia; 126 mg/dL (7.0 mmol/L) or more on two tests is diabetes.',
  },
  {
    group: 'Glucose',
    name: 'Hemoglobin A1c (HbA1c)',
    us: 'Below 5.7 %',
    si: 'Below 39 mmol/mol',
    note: '5.7–6.4 % (39–46 mmol/mol) is prediabetes; 6.5 % (48 mmol/mol) or more is diabetes.',
  },
  {
    group: 'Lipids',
    name: 'Total cholesterol',
    us: 'Below 200 mg/dL',
    si: 'Below 5.2 mmol/L',
  },
  { group: 'Lipids', name: 'LDL cholesterol', us: 'Below 100 mg/dL', si: 'Below 2.6 mmol/L' },
  {
    group: 'Lipids',
    name: 'HDL cholesterol',
    us: 'Men 40 mg/dL or more; women 50 mg/dL or more',
    si: 'Men 1.0 mmol/L or more; women 1.3 mmol/L or more',
  },
  { group: 'Lipids', name: 'Triglycerides', us: 'Below 150 mg/dL', si: 'Below 1.7 mmol/L' },
  {
    group: 'Cardiac markers',
    name: 'Troponin I',
    us: 'Below 0.04 ng/mL (conventional assay)',
    note: 'High-sensitivity assays report ng/L against their own 99th-percentile cut-off; a rise and fall points to myocardial injury.',
  },
  { group: 'Cardiac markers', name: 'CK-MB', us: 'Below 5 ng/mL', si: 'Below 5 µg/L' },
  {
    group: 'Cardiac markers',
    name: 'BNP (B-type natriuretic peptide)',
    us: 'Below 100 pg/mL',
    si: 'Below 100 ng/L',
    note: 'Higher values support heart failure as the cause of dyspnea.',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Digoxin',
    us: '0.5–2.0 ng/mL',
    si: '0.6–2.6 nmol/L',
    note: 'In heart failure the aim is 0.5–0.9 ng/mL. Toxicity (nausea, visual changes, dysrhythmias) is more likely above 2.0 ng/mL, or at lower levels with hypokalemia.',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Lithium',
    us: '0.6–1.2 mEq/L',
    si: '0.6–1.2 mmol/L',
    note: 'Drawn about 12 hours after the last dose. Toxicity is likely above 1.5 mEq/L.',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Phenytoin (total)',
    us: '10–20 µg/mL',
    si: '40–79 µmol/L',
    note: 'Nystagmus and ataxia suggest toxicity. With low albumin, check the free level (1–2 µg/mL).',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Magnesium sulfate (preeclampsia)',
    us: 'Serum magnesium 4–7 mEq/L (about 4.9–8.5 mg/dL)',
    si: '2.0–3.5 mmol/L',
    note: 'Reflexes are lost at about 8–10 mEq/L and breathing is depressed above 10–12 mEq/L; calcium gluconate is the antidote.',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Theophylline',
    us: '10–20 µg/mL',
    si: '55–110 µmol/L',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Carbamazepine',
    us: '4–12 µg/mL',
    si: '17–51 µmol/L',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Valproic acid',
    us: '50–100 µg/mL',
    si: '350–700 µmol/L',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Vancomycin (trough)',
    us: '10–20 µg/mL',
    si: '7–14 µmol/L',
    note: 'Many hospitals now dose by the 24-hour exposure (AUC 400–600 mg·h/L) instead of troughs.',
  },
  {
    group: 'Therapeutic drug levels',
    name: 'Gentamicin',
    us: 'Peak 5–10 µg/mL; trough below 2 µg/mL',
    si: 'Peak 10–21 µmol/L; trough below 4 µmol/L',
  },
  { group: 'Other', name: 'TSH', us: '0.4–4.0 mU/L' },
  { group: 'Other', name: 'Free T4', us: '0.8–1.8 ng/dL', si: '10–23 pmol/L' },
  {
    group: 'Other',
    name: 'C-reactive protein (CRP)',
    us: 'Below 1.0 mg/dL',
    si: 'Below 10 mg/L',
  },
]

/** The values whose name, group or note contains every word of the search (any case). */
export function searchLabValues(query: string, values: LabValue[] = LAB_VALUES): LabValue[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return values
  return values.filter((v) => {
    const text = `${v.name} ${v.group} ${v.note ?? ''}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}
