export * from './site'
export * from './users'
