import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importQtiItem, importQtiPackage } from '../src/modules/item-bank/exchange/index'

/**
 * 1EdTech's published QTI 2.2 and 3.0 examples (../shared/corpora/qti, read in place, never copied):
 * every XML file is imported and its result asserted, every zip read as a package.
 */
// The 1EdTech corpus lives beside the repository (../shared/corpora/qti), never inside it. A clone
// elsewhere (CI's) finds it through QTI_CORPUS or the machine's shared folder.
const CORPUS =
  [
    process.env.QTI_CORPUS,
    join(import.meta.dirname, '../../../../shared/corpora/qti'),
    '/work/shared/corpora/qti',
  ].find((dir): dir is string => !!dir && existsSync(dir)) ??
  join(import.meta.dirname, '../../../../shared/corpora/qti')

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? walk(p) : [relative(CORPUS, p)]
  })
}
const FILES = walk(CORPUS).sort()

/** The Shakespeare gap match, the same in the QTI 2.2 and 3.0 examples. */
const GAP_MATCH = {
  type: 'cloze-drag',
  template:
    "Now is the {{G1}} of our discontent\nMade glorious {{G2}} by this sun of York;\nAnd all the clouds that lour'd upon our house\nIn the deep bosom of the ocean buried.",
  targets: ['G1', 'G2'],
  tokens: [
    { id: 'W', text: 'winter' },
    { id: 'Sp', text: 'spring' },
    { id: 'Su', text: 'summer' },
    { id: 'A', text: 'autumn' },
  ],
  key: {
    placements: [
      { target: 'G1', token: 'W' },
      { target: 'G2', token: 'Su' },
    ],
  },
}

/** The plays-and-characters match, the same in the QTI 2.2 and 3.0 examples. */
const PLAYS_MATCH = {
  type: 'matrix-mc',
  rowHeading: 'Statement',
  columns: [
    { id: 'M', text: "A Midsummer-Night's Dream" },
    { id: 'R', text: 'Romeo and Juliet' },
    { id: 'T', text: 'The Tempest' },
  ],
  rows: [
    { id: 'C', text: 'Capulet' },
    { id: 'D', text: 'Demetrius' },
    { id: 'L', text: 'Lysander' },
    { id: 'P', text: 'Prospero' },
  ],
  key: {
    cells: [
      { row: 'C', column: 'R' },
      { row: 'D', column: 'M' },
      { row: 'L', column: 'M' },
      { row: 'P', column: 'T' },
    ],
  },
}

/** The hottext passage of the QTI 2.2 and 3.0 examples; one example spells its fourth choice "who's". */
const olympicPassage = (fourth: string) => [
  { text: 'Sponsors of the Olympic Games ' },
  { id: 'A', text: 'who bought' },
  { text: ' advertising time on United States television ' },
  { id: 'B', text: 'includes' },
  { text: ' ' },
  { id: 'C', text: 'at least' },
  { text: ' a dozen international firms ' },
  { id: 'D', text: fourth },
  { text: ' names are familiar to American consumers. ' },
  { id: 'E', text: 'No error.' },
]

/** Every file mapped to an item: its id, type, options and key, written out. */
const SUPPORTED: Record<string, Record<string, unknown>> = {
  'QTI3_BeginnersGuide_Examples/items/BG007.xml': {
    id: 'beginnersguide007',
    type: 'mcq',
    options: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    key: { correct: 'true' },
  },
  'QTI3_BeginnersGuide_Examples/items/BG008.xml': {
    id: 'beginnersguide008',
    type: 'select-n',
    n: 3,
    options: [
      { id: 'A', text: 'Shared Vocabulary' },
      { id: 'B', text: 'Pineapple Flavored' },
      { id: 'C', text: 'Catalogs for candidate-specific content.' },
      { id: 'D', text: 'Conformance features definitions' },
      { id: 'E', text: 'A subset of HTML5 elements' },
    ],
    key: { correct: ['A', 'C', 'D'] },
  },
  'QTI3_BeginnersGuide_Examples/items/BG010.xml': {
    id: 'beginnersguide010',
    type: 'blank',
    key: { accepted: ['York'] },
  },
  'QTI3_BeginnersGuide_Examples/items/firstexample.xml': {
    id: 'firstexample',
    type: 'mcq',
    options: [
      { id: 'A', text: 'Epinephrine' },
      { id: 'B', text: 'Glucagon' },
      { id: 'C', text: 'Insulin' },
      { id: 'D', text: 'Oxytocin' },
    ],
    key: { correct: 'A' },
  },
  'qtiv2p2-examples/items/Example01-modalFeedback.xml': {
    id: 'Example01-modalFeedback',
    type: 'mcq',
    options: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    key: { correct: 'true' },
  },
  'qtiv2p2-examples/items/Example02-feedbackInline.xml': {
    id: 'Example02-feedbackInline',
    type: 'mcq',
    options: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    key: { correct: 'true' },
  },
  'qtiv2p2-examples/items/audio-video.xml': {
    id: 'video-tracks',
    type: 'mcq',
    options: [
      { id: 'A', text: '0' },
      { id: 'B', text: '1' },
      { id: 'C', text: '2' },
      { id: 'D', text: '3' },
    ],
    key: { correct: 'C' },
  },
  'qtiv2p2-examples/items/choice.xml': {
    id: 'choice',
    type: 'mcq',
    options: [
      { id: 'ChoiceA', text: 'You must stay with your luggage at all times.' },
      { id: 'ChoiceB', text: 'Do not let someone else look after your luggage.' },
      { id: 'ChoiceC', text: 'Remember your luggage when you leave.' },
    ],
    key: { correct: 'ChoiceA' },
  },
  'qtiv2p2-examples/items/choice_aria.xml': {
    id: 'choice_aria',
    type: 'mcq',
    options: [
      { id: 'ChoiceA', text: '90' },
      { id: 'ChoiceB', text: '37' },
      { id: 'ChoiceC', text: '58' },
      { id: 'ChoiceD', text: 'None of the above.' },
    ],
    key: { correct: 'ChoiceA' },
  },
  'qtiv2p2-examples/items/choice_fixed.xml': {
    id: 'choice',
    type: 'mcq',
    options: [
      { id: 'ChoiceA', text: 'You must stay with your luggage at all times.' },
      { id: 'ChoiceB', text: 'Do not let someone else look after your luggage.' },
      { id: 'ChoiceC', text: 'Remember your luggage when you leave.' },
      { id: 'ChoiceD', text: 'None of the above.' },
    ],
    key: { correct: 'ChoiceA' },
  },
  'qtiv2p2-examples/items/choice_multiple.xml': {
    id: 'choiceMultiple',
    type: 'multi',
    options: [
      { id: 'H', text: 'Hydrogen' },
      { id: 'He', text: 'Helium' },
      { id: 'C', text: 'Carbon' },
      { id: 'O', text: 'Oxygen' },
      { id: 'N', text: 'Nitrogen' },
      { id: 'Cl', text: 'Chlorine' },
    ],
    key: { correct: ['H', 'O'] },
  },
  'qtiv2p2-examples/items/choice_multiple_rtl.xml': {
    id: 'choiceMultiple',
    type: 'multi',
    options: [
      { id: 'H', text: 'מימן' },
      { id: 'He', text: 'הליום' },
      { id: 'C', text: 'פחם' },
      { id: 'O', text: 'חמצן' },
      { id: 'N', text: 'חנקן' },
      { id: 'Cl', text: 'כלור' },
    ],
    key: { correct: ['H', 'O'] },
  },
  'qtiv2p2-examples/items/choice_ruby.xml': {
    id: 'choice',
    type: 'mcq',
    options: [
      { id: 'ChoiceHK', text: '北海道ほっかいどう' },
      { id: 'ChoiceTH', text: '東北' },
      { id: 'ChoiceHR', text: '北陸' },
      { id: 'ChoiceKT', text: '関東' },
      { id: 'ChoiceKST', text: '甲信越' },
      { id: 'ChoiceKK', text: '近畿' },
      { id: 'ChoiceKS', text: '関西' },
      { id: 'ChoiceSK', text: '四国' },
      { id: 'ChoiceTC', text: '中国' },
      { id: 'ChoiceKY', text: '九州' },
    ],
    key: { correct: 'ChoiceHK' },
  },
  'qtiv2p2-examples/items/figures.xml': {
    id: 'figures',
    type: 'mcq',
    options: [
      { id: 'ChoiceA', text: 'Neuschwanstein Castle' },
      { id: 'ChoiceB', text: 'Fortress of Knights' },
      { id: 'ChoiceC', text: 'Edinburgh Castle' },
    ],
    key: { correct: 'ChoiceA' },
  },
  'qtiv2p2-examples/items/gap_match.xml': {
    id: 'gapMatch',
    ...GAP_MATCH,
  },
  'qtiv2p2-examples/items/hottext.xml': {
    id: 'IMS00004_StemError',
    type: 'highlight-text',
    passage: olympicPassage('whose'),
    key: { correct: ['B'] },
  },
  'qtiv2p2-examples/items/inline_choice.xml': {
    id: 'inlineChoice',
    type: 'cloze-dropdown',
    template:
      "Now is the winter of our discontent\nMade glorious summer by this sun of {{RESPONSE}};\nAnd all the clouds that lour'd upon our house\nIn the deep bosom of the ocean buried.",
    slots: [
      {
        id: 'RESPONSE',
        options: [
          { id: 'G', text: 'Gloucester' },
          { id: 'L', text: 'Lancaster' },
          { id: 'Y', text: 'York' },
        ],
      },
    ],
    key: { choices: [{ slot: 'RESPONSE', option: 'Y' }] },
  },
  'qtiv2p2-examples/items/inline_choice_math.xml': {
    id: 'inlineChoiceMath',
    type: 'cloze-dropdown',
    template: 'If a = b and b = c then {{RESPONSE}} .',
    slots: [
      {
        id: 'RESPONSE',
        options: [
          { id: 'choice1', text: 'x = y' },
          { id: 'choice2', text: 'a = c' },
          { id: 'choice3', text: 'b = d' },
        ],
      },
    ],
    key: { choices: [{ slot: 'RESPONSE', option: 'choice2' }] },
  },
  'qtiv2p2-examples/items/match.xml': {
    id: 'match',
    ...PLAYS_MATCH,
  },
  'qtiv2p2-examples/items/math.xml': {
    id: 'math',
    type: 'mcq',
    options: [
      { id: 'E', text: 'Einstein' },
      { id: 'G', text: 'Gallileo' },
      { id: 'H', text: 'Hawking' },
      { id: 'N', text: 'Newton' },
    ],
    key: { correct: 'E' },
  },
  'qtiv2p2-examples/items/text_entry.xml': {
    id: 'textEntry',
    type: 'blank',
    key: { accepted: ['York'] },
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_CompWater_01/composition_of_water_qti3.xml':
    {
      id: 'qti3-choice-multiple-01',
      type: 'multi',
      options: [
        { id: 'H', text: 'Hydrogen' },
        { id: 'He', text: 'Helium' },
        { id: 'C', text: 'Carbon' },
        { id: 'O', text: 'Oxygen' },
        { id: 'N', text: 'Nitrogen' },
        { id: 'Cl', text: 'Chlorine' },
      ],
      key: { correct: ['H', 'O'] },
    },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Gap_Match_01/gap-match-qti3.xml': {
    id: 'qti3-gap-match-01',
    ...GAP_MATCH,
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Hottext_01/hottext-qti3.xml': {
    id: 'qti3-hottext-01',
    type: 'highlight-text',
    passage: olympicPassage('whose'),
    key: { correct: ['B'] },
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Hottext_02/hottext-qti3.xml': {
    id: 'qti3-hottext-02',
    type: 'highlight-text',
    passage: olympicPassage("who's"),
    key: { correct: ['B', 'D'] },
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Luggage_01/unattended_luggage_qti3.xml': {
    id: 'qti3-unattended-luggage-01',
    type: 'mcq',
    options: [
      { id: 'ChoiceA', text: 'You must stay with your luggage at all times.' },
      { id: 'ChoiceB', text: 'Do not let someone else look after your luggage.' },
      { id: 'ChoiceC', text: 'Remember your luggage when you leave.' },
    ],
    key: { correct: 'ChoiceA' },
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Match_01/match_qti3.xml': {
    id: 'qti3-match-01',
    ...PLAYS_MATCH,
  },
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_hottext-sv-3/hottext-sv-3.xml': {
    id: 'hottext-sv-3',
    type: 'highlight-text',
    passage: olympicPassage('whose'),
    key: { correct: ['B'] },
  },
}
/** Every other file and exactly what the report says of it. */
const REPORTED: Record<string, string[]> = {
  'QTI3_BeginnersGuide_Examples/BGtest.xml': ['not a QTI item (root element assessmentTest)'],
  'QTI3_BeginnersGuide_Examples/imsmanifest.xml': ['not a QTI item (root element manifest)'],
  'QTI3_BeginnersGuide_Examples/items/BG009.xml': [
    'unsupported interaction: extendedTextInteraction',
  ],
  'QTI3_BeginnersGuide_Examples/items/BG011.xml': [
    'unsupported interaction: extendedTextInteraction',
  ],
  'qtiv2p2-examples/items/Example03-feedbackBlock-solution-random.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    'template variables (cloned items) are not supported',
    'unsupported interaction: endAttemptInteraction',
  ],
  'qtiv2p2-examples/items/Example03-feedbackBlock-solution.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    'unsupported interaction: endAttemptInteraction',
  ],
  'qtiv2p2-examples/items/Example04-feedbackBlock-templateBlock.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    'template variables (cloned items) are not supported',
    'unsupported interaction: endAttemptInteraction',
  ],
  'qtiv2p2-examples/items/Example05-feedbackBlock-adaptive.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    '8 interactions (choiceInteraction, inlineChoiceInteraction, textEntryInteraction): one item has one question here; split it into items',
  ],
  'qtiv2p2-examples/items/adaptive.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    '2 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv2p2-examples/items/adaptive_template.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    'template variables (cloned items) are not supported',
    '2 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv2p2-examples/items/associate.xml': ['unsupported interaction: associateInteraction'],
  'qtiv2p2-examples/items/choice_multiple_chocolade.xml': ['no correct response'],
  'qtiv2p2-examples/items/data-attributes.xml': [
    'option circle has no text (image-only options are not supported)',
    'option triangle has no text (image-only options are not supported)',
    'option star has no text (image-only options are not supported)',
  ],
  'qtiv2p2-examples/items/drawing.xml': ['unsupported interaction: drawingInteraction'],
  'qtiv2p2-examples/items/essay.xml': ['unsupported interaction: extendedTextInteraction'],
  'qtiv2p2-examples/items/extended_text.xml': ['unsupported interaction: extendedTextInteraction'],
  'qtiv2p2-examples/items/extended_text_rubric.xml': [
    'unsupported interaction: extendedTextInteraction',
  ],
  'qtiv2p2-examples/items/feedback_adaptive.xml': [
    'adaptive items (several attempts with feedback) are not supported',
  ],
  'qtiv2p2-examples/items/graphic_associate.xml': [
    'unsupported interaction: graphicAssociateInteraction',
  ],
  'qtiv2p2-examples/items/graphic_gap_match.xml': [
    'unsupported interaction: graphicGapMatchInteraction',
  ],
  'qtiv2p2-examples/items/graphic_gap_match_text.xml': [
    'unsupported interaction: graphicGapMatchInteraction',
  ],
  'qtiv2p2-examples/items/graphic_order.xml': ['unsupported interaction: graphicOrderInteraction'],
  'qtiv2p2-examples/items/hint.xml': [
    'adaptive items (several attempts with feedback) are not supported',
    'unsupported interaction: endAttemptInteraction',
  ],
  'qtiv2p2-examples/items/hotspot.xml': ['unsupported interaction: hotspotInteraction'],
  'qtiv2p2-examples/items/imsmanifest.xml': ['not a QTI item (root element manifest)'],
  'qtiv2p2-examples/items/likert.xml': ['no correct response'],
  'qtiv2p2-examples/items/mc_calc3.xml': ['template variables (cloned items) are not supported'],
  'qtiv2p2-examples/items/mc_calc5.xml': ['template variables (cloned items) are not supported'],
  'qtiv2p2-examples/items/mc_stat2.xml': [
    'template variables (cloned items) are not supported',
    '4 interactions (textEntryInteraction): one item has one question here; split it into items',
  ],
  'qtiv2p2-examples/items/media_coords.xml': [
    'unsupported interaction: mediaInteraction',
    'unsupported interaction: graphicGapMatchInteraction',
  ],
  'qtiv2p2-examples/items/multi-input.xml': [
    '4 interactions (choiceInteraction, inlineChoiceInteraction, textEntryInteraction, gapMatchInteraction): one item has one question here; split it into items',
  ],
  'qtiv2p2-examples/items/nested_object.xml': ['unsupported interaction: extendedTextInteraction'],
  'qtiv2p2-examples/items/order.xml': ['unsupported interaction: orderInteraction'],
  'qtiv2p2-examples/items/order_partial_scoring.xml': ['unsupported interaction: orderInteraction'],
  'qtiv2p2-examples/items/order_rtl.xml': ['unsupported interaction: orderInteraction'],
  'qtiv2p2-examples/items/orkney1.xml': [
    'stem: HTML must not contain scripts, frames or event handlers',
  ],
  'qtiv2p2-examples/items/orkney2.xml': [
    'stem: HTML must not contain scripts, frames or event handlers',
  ],
  'qtiv2p2-examples/items/position_object.xml': [
    'response processing template map_response_point is not supported (only match_correct and map_response)',
    'unsupported interaction: positionObjectInteraction',
  ],
  'qtiv2p2-examples/items/select_point.xml': [
    'response processing template map_response_point is not supported (only match_correct and map_response)',
    'unsupported interaction: selectPointInteraction',
  ],
  'qtiv2p2-examples/items/slider.xml': ['unsupported interaction: sliderInteraction'],
  'qtiv2p2-examples/items/svg.xml': [
    'stem: HTML must not contain scripts, frames or event handlers',
  ],
  'qtiv2p2-examples/items/template.xml': ['template variables (cloned items) are not supported'],
  'qtiv2p2-examples/items/template_image.xml': [
    'template variables (cloned items) are not supported',
  ],
  'qtiv2p2-examples/items/upload.xml': ['unsupported interaction: uploadInteraction'],
  'qtiv2p2-examples/items/upload_composite.xml': ['unsupported interaction: uploadInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_CompWater_02/composition_of_water_qti3.xml':
    ['9 interactions (choiceInteraction): one item has one question here; split it into items'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_CompWater_03/composition_of_water_qti3.xml':
    ['3 interactions (choiceInteraction): one item has one question here; split it into items'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_CompWater_04/composition_of_water_qti3.xml':
    ['7 interactions (choiceInteraction): one item has one question here; split it into items'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Gap_Match_02/gap-match-qti3.xml': [
    '4 interactions (gapMatchInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Gap_Match_03/gap-match-qti3.xml': [
    '4 interactions (gapMatchInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Graphic_Gap_Match_01/graphic-gap-match-qti3.xml':
    ['unsupported interaction: graphicGapMatchInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Graphic_Gap_Match_02/graphic-gap-match-qti3.xml':
    ['unsupported interaction: graphicGapMatchInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Graphic_Gap_Match_03/graphic-gap-match-qti3.xml':
    ['unsupported interaction: graphicGapMatchInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Hotspot_01/hotspot-qti3.xml': [
    'unsupported interaction: hotspotInteraction',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Hotspot_02/hotspot-qti3.xml': [
    'unsupported interaction: hotspotInteraction',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Hotspot_03/hotspot-qti3.xml': [
    'unsupported interaction: hotspotInteraction',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Luggage_02/unattended_luggage_qti3.xml': [
    '7 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Luggage_03/unattended_luggage_qti3.xml': [
    '3 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Luggage_04/unattended_luggage_qti3.xml': [
    '2 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Luggage_05/unattended_luggage_qti3.xml': [
    '12 interactions (choiceInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Match_02/match_qti3.xml': [
    '4 interactions (matchInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_Match_03/match_qti3.xml': [
    '3 interactions (matchInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_RichardTake2_01/inline_choice_qti3.xml': [
    'drop-down RESPONSE1 has no correct response',
    'drop-down RESPONSE2 has no correct response',
    'drop-down RESPONSE3 has no correct response',
    'drop-down RESPONSE4 has no correct response',
    'drop-down RESPONSE5 has no correct response',
    'drop-down RESPONSE6 has no correct response',
    'drop-down RESPONSE7 has no correct response',
    'drop-down RESPONSE8 has no correct response',
    'drop-down RESPONSE9 has no correct response',
    'drop-down RESPONSE10 has no correct response',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_RichardTake3_01/text_entry_qti3.xml': [
    '11 interactions (textEntryInteraction): one item has one question here; split it into items',
  ],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_WritingPostcard_01/extended_text_qti3.xml':
    ['unsupported interaction: extendedTextInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_WritingPostcard_02/extended_text_qti3.xml':
    ['unsupported interaction: extendedTextInteraction'],
  'qtiv3-examples/items/shared-vocabulary/Items/Item_QTI3_WritingPostcard_03/extended_text_qti3.xml':
    ['unsupported interaction: extendedTextInteraction'],
  'qtiv3-examples/items/shared-vocabulary/imsmanifest.xml': [
    'not a QTI item (root element manifest)',
  ],
}

describe('QTI corpus import', () => {
  it('has every XML file of the corpus in one of the two tables', () => {
    const xml = FILES.filter((f) => f.endsWith('.xml'))
    expect(xml).toHaveLength(96)
    expect([...Object.keys(SUPPORTED), ...Object.keys(REPORTED)].sort()).toEqual(xml)
  })

  it.each(Object.entries(SUPPORTED))('%s maps to its type, options and key', (file, expected) => {
    const entry = importQtiItem(readFileSync(join(CORPUS, file), 'utf8'), file)
    expect(entry.errors).toEqual([])
    expect(entry.ok).toBe(true)
    const { stem, explanation, style, subject, clientNeed, exams, ...body } = entry.item as Record<
      string,
      unknown
    >
    expect(body).toEqual(expected)
    expect(stem).toEqual(expect.stringMatching(/^<(p|div|blockquote|video)\b/))
    expect({ style, subject, clientNeed, exams }).toEqual({
      style: 'nextgen',
      subject: 'Imported',
      clientNeed: 'management-of-care',
      exams: ['nclex-rn'],
    })
  })

  it.each(Object.entries(REPORTED))('%s is reported, not imported', (file, errors) => {
    const entry = importQtiItem(readFileSync(join(CORPUS, file), 'utf8'), file)
    expect(entry.ok).toBe(false)
    expect(entry.item).toBeUndefined()
    expect(entry.errors).toEqual(errors)
  })

  it("reads the Beginner's Guide zip as a package: its items by the manifest, the test noted", () => {
    const pkg = importQtiPackage(
      new Uint8Array(
        readFileSync(join(CORPUS, 'QTI3_BeginnersGuide_Examples/BegGuide_March2025.zip')),
      ),
    )
    expect(pkg.notes).toEqual(['BGtest.xml: a test, not imported (its items are)'])
    expect(pkg.entries.map((e) => [e.source, e.id, e.ok ? e.type : e.errors])).toEqual([
      ['items/firstexample.xml', 'firstexample', 'mcq'],
      ['items/BG007.xml', 'beginnersguide007', 'mcq'],
      ['items/BG008.xml', 'beginnersguide008', 'select-n'],
      [
        'items/BG009.xml',
        'beginnersguide009',
        ['unsupported interaction: extendedTextInteraction'],
      ],
      ['items/BG010.xml', 'beginnersguide010', 'blank'],
      [
        'items/BG011.xml',
        'beginnersguide011',
        ['unsupported interaction: extendedTextInteraction'],
      ],
    ])
    expect([pkg.valid, pkg.invalid]).toEqual([4, 2])
    expect(pkg.entries[2]?.item).toMatchObject({ n: 3, key: { correct: ['A', 'C', 'D'] } })
  })

  it('reads the QTI 3.0 shared-vocabulary package: 28 resources, 6 items', () => {
    const pkg = importQtiPackage(
      new Uint8Array(
        readFileSync(
          join(CORPUS, 'qtiv3-examples/items/shared-vocabulary/shared-vocabulary-imsmanifest.zip'),
        ),
      ),
    )
    expect(pkg.entries).toHaveLength(28)
    expect(pkg.entries.filter((e) => e.ok).map((e) => `${e.id} ${e.type}`)).toEqual([
      'qti3-unattended-luggage-01 mcq',
      'qti3-choice-multiple-01 multi',
      'qti3-match-01 matrix-mc',
      'qti3-gap-match-01 cloze-drag',
      'qti3-hottext-01 highlight-text',
      'qti3-hottext-02 highlight-text',
    ])
  })

  it('reads the QTI 2.2 package and refuses a second item with an identifier already imported', () => {
    const pkg = importQtiPackage(
      new Uint8Array(readFileSync(join(CORPUS, 'qtiv2p2-examples/items/items.zip'))),
    )
    expect([pkg.entries.length, pkg.valid, pkg.invalid]).toEqual([57, 14, 43])
    expect(pkg.entries.find((e) => e.source === 'choice_fixed.xml')?.errors).toEqual([
      'id choice is already used by choice.xml',
    ])
    expect(pkg.entries.find((e) => e.source === 'order.xml')?.errors).toEqual([
      'unsupported interaction: orderInteraction',
    ])
  })
})
