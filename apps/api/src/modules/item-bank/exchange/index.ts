export { CSV_COLUMNS, CSV_TYPES, csvTemplate, importCsv } from './csv'
export { exportJson, importJson } from './json-format'
export { exportQtiItem } from './qti-export'
export {
  importQtiItem,
  QTI_DEFAULTS,
  SUPPORTED_INTERACTIONS,
  type TQtiDefaults,
} from './qti-import'
export { COMPANION, exportQtiPackage, importQtiPackage, type TPackageReport } from './qti-package'
export type { TImportEntry, TImportReport } from './report'
