export { BankListPage } from './bank-list-page'
export { ImportPage } from './import-page'
export { ItemEditorPage } from './item-editor-page'
