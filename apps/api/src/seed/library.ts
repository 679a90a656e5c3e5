import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import type { MediaStorage } from '../lib/storage'
import { libraryRepository } from '../modules/library/library.repository'
import { seedDataFolder, seedMediaFolder } from '../paths'

type DemoLibrary = {
  videoCategories: {
    key: string
    name: string
    videos: { key: string; title: string; subject: string; seconds: number; paid: boolean }[]
  }[]
  notesCategories: {
    key: string
    name: string
    notes: { key: string; title: string; system: string; paid: boolean }[]
  }[]
  studyCalendar: { key: string; title: string; description: string }[]
}

/** Storage keys of the demo files (the same layout as seed/media). */
export const demoKeys = {
  video: (key: string) => `library/videos/${key}.mp4`,
  thumbnail: (key: string) => `public/library/thumbnails/${key}.jpg`,
  note: (key: string) => `library/notes/${key}.pdf`,
  studyCalendar: (key: string) => `library/study-calendar/${key}.pdf`,
}

/** Every file under `dir`, as storage keys relative to it. */
async function listKeys(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => [])
  const keys: string[] = []
  for (const e of entries) {
    const key = prefix ? `${prefix}/${e.name}` : e.name
    if (e.isDirectory()) keys.push(...(await listKeys(dir, key)))
    else if (e.isFile()) keys.push(key)
  }
  return keys
}

/**
 * Copies the committed demo media (lecture clips, thumbnails, notes, study calendar, and the
 * public site's student clips and blog covers) into the storage: only files it lacks, so an
 * edited or replaced file is never overwritten.
 */
export async function seedDemoMedia(storage: MediaStorage, log: FastifyBaseLogger) {
  const keys = await listKeys(seedMediaFolder)
  let copied = 0
  for (const key of keys) {
    if (await storage.head(key)) continue
    await storage.write(key, await readFile(path.join(seedMediaFolder, key)))
    copied += 1
  }
  if (copied > 0) log.info({ files: copied, storage: storage.kind }, 'copied the demo media')
}

/** Demo video and notes subjects with free and paid items, and the study calendar's files. */
export async function seedLibrary(db: Db) {
  const repo = libraryRepository(db)
  const demo = JSON.parse(
    await readFile(path.join(seedDataFolder, 'library.json'), 'utf8'),
  ) as DemoLibrary

  const ids = await repo.insertCategoriesIfAbsent([
    ...demo.videoCategories.map((c, i) => ({
      key: c.key,
      kind: 'video' as const,
      name: c.name,
      position: i + 1,
    })),
    ...demo.notesCategories.map((c, i) => ({
      key: c.key,
      kind: 'notes' as const,
      name: c.name,
      position: i + 1,
    })),
  ])
  await repo.insertVideosIfAbsent(
    demo.videoCategories.flatMap((c) =>
      c.videos.map((v, i) => ({
        key: `${c.key}/${v.key}`,
        categoryId: ids.get(c.key)!,
        title: v.title,
        subject: v.subject,
        durationSeconds: v.seconds,
        thumbnailKey: demoKeys.thumbnail(v.key),
        mediaKey: demoKeys.video(v.key),
        paid: v.paid,
        position: i + 1,
      })),
    ),
  )
  await repo.insertNotesIfAbsent(
    demo.notesCategories.flatMap((c) =>
      c.notes.map((n, i) => ({
        key: `${c.key}/${n.key}`,
        categoryId: ids.get(c.key)!,
        title: n.title,
        system: n.system,
        fileKey: demoKeys.note(n.key),
        paid: n.paid,
        position: i + 1,
      })),
    ),
  )
  await repo.insertStudyCalendarIfAbsent(
    demo.studyCalendar.map((f, i) => ({
      key: f.key,
      title: f.title,
      description: f.description,
      fileKey: demoKeys.studyCalendar(f.key),
      position: i + 1,
    })),
  )
}
