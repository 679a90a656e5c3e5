import { open } from 'node:fs/promises'
import { createFile, Log, MP4BoxBuffer } from 'mp4box'

const CHUNK = 256 * 1024
/** The movie header is in the first few boxes; a file that needs more reads than this is broken. */
const MAX_READS = 4096

// mp4box reports what it skips on the console; the upload answers for it instead.
Log.setLogLevel(Log.error)

/**
 * The duration of an MP4 in whole seconds (rounded), from its movie header ('moov'/'mvhd') as
 * mp4box (GPAC's parser) reads it; null when the file has no readable movie. The file is read in
 * chunks where mp4box asks for them, so a 'moov' after the media data ('mdat') is found without
 * reading the media itself into memory (docs/decisions: the upload's duration).
 */
export async function readMp4Duration(filePath: string): Promise<number | null> {
  const handle = await open(filePath, 'r')
  try {
    const { size } = await handle.stat()
    const mp4 = createFile()
    let movie: { duration: number; timescale: number } | null = null
    let failed = false
    mp4.onReady = (info) => {
      movie = info
    }
    mp4.onError = () => {
      failed = true
    }
    let position = 0
    for (let reads = 0; !movie && !failed && position < size && reads < MAX_READS; reads++) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - position))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, position)
      if (bytesRead === 0) break
      const chunk = MP4BoxBuffer.fromArrayBuffer(
        buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead),
        position,
      )
      const next = mp4.appendBuffer(chunk, position + bytesRead >= size)
      // mp4box names the next byte it needs: past a large 'mdat' it skips straight to 'moov'.
      position = next > position ? next : position + bytesRead
    }
    mp4.flush()
    const found = movie as { duration: number; timescale: number } | null
    if (!found || !(found.timescale > 0) || !(found.duration >= 0)) return null
    return Math.round(found.duration / found.timescale)
  } catch {
    return null
  } finally {
    await handle.close()
  }
}
