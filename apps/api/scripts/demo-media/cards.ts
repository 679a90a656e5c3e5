import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Fonts from Debian's fonts-dejavu (fonts-dejavu-core). */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu'
export const FONTS = {
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
}

/** Brand colours (apps/web/src/styles.css). */
const BRAND = { dark: '0x134e4a', main: '0x0f766e', light: '0x99f6e4', accent: '0xf59e0b' }

/** Splits text into lines of at most `width` characters, on word boundaries. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

type Text = {
  text: string
  font: 'bold' | 'regular'
  size: number
  color: string
  x: string
  y: string
}

/**
 * drawtext filters for each text. The text goes through a file (textfile=), so titles need no
 * escaping; `expansion=normal` lets the timer use %{pts}.
 */
function drawTexts(texts: Text[], dir: string): string[] {
  return texts.map((t, i) => {
    const file = path.join(dir, `text-${i}.txt`)
    writeFileSync(file, t.text)
    return `drawtext=fontfile=${FONTS[t.font]}:textfile=${file}:fontsize=${t.size}:fontcolor=${t.color}:x=${t.x}:y=${t.y}`
  })
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  })
}

export type Card = {
  /** Small line above the title, e.g. the category. */
  kicker: string
  title: string
  /** Line under the title, e.g. the subject. */
  subtitle: string
  /** Bottom-left line, e.g. "Demo lecture". */
  footer: string
}

/** The text layout of a title card at width w × height h (title wrapped to fit). */
function cardTexts(card: Card, w: number, h: number, titleChars: number): Text[] {
  const s = w / 854
  const titleSize = Math.round(34 * s)
  const lines = wrap(card.title, titleChars)
  const titleTop = Math.round(h * 0.42 - (lines.length * titleSize * 1.25) / 2)
  const left = String(Math.round(56 * s))
  return [
    {
      text: 'NurseReady',
      font: 'bold',
      size: Math.round(26 * s),
      color: 'white',
      x: left,
      y: String(Math.round(40 * s)),
    },
    {
      text: card.kicker.toUpperCase(),
      font: 'bold',
      size: Math.round(18 * s),
      color: BRAND.light,
      x: left,
      y: String(titleTop - Math.round(44 * s)),
    },
    ...lines.map<Text>((line, i) => ({
      text: line,
      font: 'bold',
      size: titleSize,
      color: 'white',
      x: left,
      y: String(titleTop + Math.round(i * titleSize * 1.25)),
    })),
    {
      text: card.subtitle,
      font: 'regular',
      size: Math.round(22 * s),
      color: BRAND.light,
      x: left,
      y: String(titleTop + Math.round(lines.length * titleSize * 1.25 + 18 * s)),
    },
    {
      text: card.footer,
      font: 'regular',
      size: Math.round(16 * s),
      color: 'white@0.8',
      x: left,
      y: `h-${Math.round(52 * s)}`,
    },
  ]
}

/** Background: dark brand colour, a lighter band on the right and an accent stripe. */
function background(w: number, h: number) {
  const s = w / 854
  return [
    `drawbox=x=${Math.round(w * 0.72)}:y=0:w=${w}:h=${h}:color=${BRAND.main}:t=fill`,
    `drawbox=x=${Math.round(56 * s)}:y=${Math.round(80 * s)}:w=${Math.round(64 * s)}:h=${Math.max(3, Math.round(5 * s))}:color=${BRAND.accent}:t=fill`,
    // A white cross (the logo's shape) in the lighter band.
    `drawbox=x=${Math.round(w * 0.86 - 18 * s)}:y=${Math.round(h * 0.42 - 54 * s)}:w=${Math.round(36 * s)}:h=${Math.round(108 * s)}:color=white@0.9:t=fill`,
    `drawbox=x=${Math.round(w * 0.86 - 54 * s)}:y=${Math.round(h * 0.42 - 18 * s)}:w=${Math.round(108 * s)}:h=${Math.round(36 * s)}:color=white@0.9:t=fill`,
  ]
}

/**
 * A short H.264 mp4 clip: the title card, a progress bar and a running timer (so seeking shows).
 * One keyframe a second, no audio, moov atom first (plays while loading).
 */
export function makeClip(out: string, card: Card, seconds: number, w = 854, h = 480) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nr-card-'))
  try {
    const s = w / 854
    const bar = Math.max(4, Math.round(6 * s))
    const timer: Text = {
      text: '%{pts:gmtime:0:%M\\:%S}',
      font: 'regular',
      size: Math.round(16 * s),
      color: 'white@0.8',
      x: `w-tw-${Math.round(40 * s)}`,
      y: `h-${Math.round(52 * s)}`,
    }
    const filters = [
      ...background(w, h),
      ...drawTexts([...cardTexts(card, w, h, 25), timer], dir),
      `drawbox=x=0:y=${h - bar}:w=${w}:h=${bar}:color=white@0.25:t=fill`,
    ]
    // The progress bar slides in from the left (overlay positions are evaluated every frame).
    const graph = `[0:v]${filters.join(',')}[card];[card][1:v]overlay=x='-W+W*t/${seconds}':y=${h - bar}:shortest=1,format=yuv420p[v]`
    mkdirSync(path.dirname(out), { recursive: true })
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${BRAND.dark}:s=${w}x${h}:r=15:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `color=c=${BRAND.accent}:s=${w}x${bar}:r=15:d=${seconds}`,
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-tune',
      'stillimage',
      '-g',
      '15',
      '-keyint_min',
      '15',
      '-an',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      out,
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A still JPEG of a title card (thumbnails, blog covers). */
export function makeImage(out: string, card: Card, w: number, h: number, quality = 6) {
  const dir = mkdtempSync(path.join(tmpdir(), 'nr-card-'))
  try {
    const titleChars = 25
    const filters = [...background(w, h), ...drawTexts(cardTexts(card, w, h, titleChars), dir)]
    mkdirSync(path.dirname(out), { recursive: true })
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=${BRAND.dark}:s=${w}x${h}:d=1`,
      '-vf',
      filters.join(','),
      '-frames:v',
      '1',
      '-q:v',
      String(quality),
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      out,
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
