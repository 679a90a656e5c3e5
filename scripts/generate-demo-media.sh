#!/usr/bin/env bash
# Regenerates the demo media committed under apps/api/src/db/seed/media: lecture clips and their
# thumbnails, study-note and study-calendar PDFs, and the public site's student clips and blog
# covers. Needs ffmpeg and the DejaVu fonts (Debian: apt-get install -y ffmpeg fonts-dejavu-core);
# CI and the app never run it, they use the committed files. Keep the total under 5 MB.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] ||
  { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

(cd apps/api && npx tsx scripts/demo-media/generate.ts)

media=apps/api/src/db/seed/media
bytes=$(find "$media" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }')
echo "demo media: $(find "$media" -type f | wc -l) files, $bytes bytes"
if [ "$bytes" -ge $((5 * 1024 * 1024)) ]; then
  echo "demo media is over 5 MB: make the clips shorter or smaller" >&2
  exit 1
fi
