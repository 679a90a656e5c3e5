import { fileURLToPath } from 'node:url'

/**
 * The api package's root folder. This file sits directly under src/, and the bundle sits
 * directly under dist/, so `..` is the package root in development and in production alike.
 */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url))
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url))
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url))
export const seedDataFolder = fileURLToPath(new URL('../src/seed/data', import.meta.url))
/** The repository root's data folder: the default DATA_DIR, whatever the working directory. */
export const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url))
/** Demo media files (committed), copied into the media storage by the demo seed. */
export const seedMediaFolder = fileURLToPath(new URL('../src/seed/media', import.meta.url))
