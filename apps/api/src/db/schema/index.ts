export * from './question-bank'
export * from './site'
export * from './users'
