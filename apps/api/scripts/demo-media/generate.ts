/**
 * Generates the demo media committed under apps/api/src/seed/media (run through
 * scripts/generate-demo-media.sh, which checks for ffmpeg and the fonts first):
 *   library/videos/<key>.mp4            lecture clips (title card, progress bar, timer)
 *   public/library/thumbnails/<key>.jpg their thumbnails
 *   library/notes/<key>.pdf             study notes
 *   library/study-calendar/<key>.pdf    the four study-calendar files
 *   public/students/student-N.mp4       testimonial clips for the public site
 *   public/blog/blog-N.jpg              blog cover images for the public site
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CALENDAR } from './calendar-content'
import { makeClip, makeImage } from './cards'
import { NOTES } from './notes-content'
import { renderPdf } from './pdf'

type Library = {
  videoCategories: {
    name: string
    videos: { key: string; title: string; subject: string; seconds: number; paid: boolean }[]
  }[]
  notesCategories: { name: string; notes: { key: string; title: string; system: string }[] }[]
  studyCalendar: { key: string; title: string }[]
}

const seedDir = fileURLToPath(new URL('../../src/seed', import.meta.url))
const out = path.join(seedDir, 'media')
const library = JSON.parse(readFileSync(path.join(seedDir, 'data/library.json'), 'utf8')) as Library
const file = (key: string) => path.join(out, key)
const writeFile = (key: string, data: Uint8Array) => {
  mkdirSync(path.dirname(file(key)), { recursive: true })
  writeFileSync(file(key), data)
}

const STUDENTS = [
  { quote: 'I passed the NCLEX-RN in 85 questions.', who: 'Amara O., RN · Toronto' },
  { quote: 'The readiness assessments told me when I was ready.', who: 'Daniel K., RPN · Calgary' },
  {
    quote: 'Next Gen case practice made the real exam feel familiar.',
    who: 'Priya S., RN · Vancouver',
  },
  { quote: 'I passed CELBAN on my first attempt.', who: 'Luis M., RN · Winnipeg' },
]

const BLOGS = [
  { title: 'How to Build an NCLEX Study Plan That Works', topic: 'Study tips' },
  { title: 'Next Generation NCLEX: What Changed', topic: 'Exam guide' },
  { title: 'Pharmacology Without Panic', topic: 'Pharmacology' },
  { title: 'Prioritization Questions, Step by Step', topic: 'Test-taking strategy' },
  { title: 'Preparing for CELBAN', topic: 'Internationally educated nurses' },
  { title: 'REx-PN: What Practical Nurses Need to Know', topic: 'REx-PN' },
]

async function main() {
  for (const dir of ['library', 'public/library', 'public/students', 'public/blog']) {
    rmSync(file(dir), { recursive: true, force: true })
  }

  for (const category of library.videoCategories) {
    for (const v of category.videos) {
      const card = {
        kicker: category.name,
        title: v.title,
        subtitle: v.subject,
        footer: `Demo lecture · ${v.paid ? 'Subscribers' : 'Free'}`,
      }
      makeClip(file(`library/videos/${v.key}.mp4`), card, v.seconds)
      makeImage(file(`public/library/thumbnails/${v.key}.jpg`), card, 320, 180, 5)
      console.log(`video ${v.key}`)
    }
  }

  for (const [i, s] of STUDENTS.entries()) {
    makeClip(
      file(`public/students/student-${i + 1}.mp4`),
      { kicker: 'Student story', title: s.quote, subtitle: s.who, footer: 'Demo testimonial' },
      6,
    )
  }
  for (const [i, b] of BLOGS.entries()) {
    makeImage(
      file(`public/blog/blog-${i + 1}.jpg`),
      { kicker: b.topic, title: b.title, subtitle: 'NurseReady Blog', footer: 'nurseready' },
      1200,
      630,
      7,
    )
  }

  for (const category of library.notesCategories) {
    for (const n of category.notes) {
      const content = NOTES[n.key]
      if (!content) throw new Error(`no content for note ${n.key}`)
      const pdf = await renderPdf({
        kicker: `${category.name} · ${n.system}`,
        title: n.title,
        subtitle: content.subtitle,
        blocks: content.blocks,
      })
      writeFile(`library/notes/${n.key}.pdf`, pdf)
      console.log(`note ${n.key}`)
    }
  }

  for (const entry of library.studyCalendar) {
    const content = CALENDAR[entry.key]
    if (!content) throw new Error(`no content for study calendar ${entry.key}`)
    const pdf = await renderPdf({
      kicker: 'Study calendar',
      ...content,
      footer: 'NurseReady study calendar. Adjust the plan to your exam date and the time you have.',
    })
    writeFile(`library/study-calendar/${entry.key}.pdf`, pdf)
    console.log(`study calendar ${entry.key}`)
  }
}

await main()
