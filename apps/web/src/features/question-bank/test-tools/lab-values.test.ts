import { LAB_GROUPS, LAB_VALUES, searchLabValues } from './lab-values'

describe('lab values reference', () => {
  it('has every group the test screen lists, and each name once', () => {
    for (const group of LAB_GROUPS) {
      expect(LAB_VALUES.some((v) => v.group === group)).toBe(true)
    }
    const names = LAB_VALUES.map((v) => v.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives the therapeutic levels a nurse is asked about, in US and SI units', () => {
    const find = (name: string) => searchLabValues(name)[0]
    expect(find('digoxin')).toMatchObject({ us: '0.5–2.0 ng/mL', si: '0.6–2.6 nmol/L' })
    expect(find('lithium')).toMatchObject({ us: '0.6–1.2 mEq/L', si: '0.6–1.2 mmol/L' })
    expect(find('phenytoin')).toMatchObject({ us: '10–20 µg/mL', si: '40–79 µmol/L' })
    expect(find('magnesium sulfate')).toMatchObject({ si: '2.0–3.5 mmol/L' })
    expect(find('potassium')).toMatchObject({ us: '3.5–5.0 mEq/L' })
  })

  it('searches names, groups and notes by every word, in any case', () => {
    expect(searchLabValues('').length).toBe(LAB_VALUES.length)
    expect(searchLabValues('  HEPARIN ').map((v) => v.name)).toEqual([
      'Activated partial thromboplastin time (aPTT)',
    ])
    expect(searchLabValues('bilirubin direct').map((v) => v.name)).toEqual([
      'Bilirubin, direct (conjugated)',
    ])
    expect(searchLabValues('arterial ph').map((v) => v.name)).toEqual(['pH'])
    expect(searchLabValues('no such lab')).toEqual([])
  })
})
