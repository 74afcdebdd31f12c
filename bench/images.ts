// `npm run bench:images [runs]` (default 3): the image pipeline's re-encoding
// (server/modules/images/encode.ts) of a 12 MP photo-like JPEG (4000×3000, made here with
// sharp: waves of several sizes with noise softened by a blur, so every width keeps detail), per kind: wall time of
// checking and encoding every width (median of the runs), and the WebP bytes of each width.
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { encodeVariants } from '../server/modules/images/encode';
import { IMAGE_KINDS, type ImageKind } from '../src/domain/images';
import { kb, median, printTable, progress, type Row, seconds } from './report';

const WIDTH = 4000;
const HEIGHT = 3000;
const runs = Number(process.argv[2] ?? 3);

async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1;
  for (let i = 0; i < pixels.length; i++) {
    // A small LCG: the same picture every run, without Math.random's cost.
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const x = Math.floor(i / 3) % WIDTH;
    const y = Math.floor(i / 3 / WIDTH);
    const shapes = 50 * Math.sin(x / (23 + (i % 3) * 11)) * Math.cos(y / 41) + 40 * Math.sin((x + y) / 311);
    pixels[i] = Math.max(0, Math.min(255, 100 + ((seed >> 16) & 0x3f) + shapes + (x * 64) / WIDTH));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

progress(`making a ${WIDTH}×${HEIGHT} JPEG`);
const original = await photo();
const rows: Row[] = [
  {
    measure: `original JPEG ${WIDTH}×${HEIGHT}`,
    value: kb(original.length),
    budget: '≤ 10 MB upload',
    met: original.length <= 10 * 1024 * 1024,
  },
];
for (const kind of Object.keys(IMAGE_KINDS) as ImageKind[]) {
  const times: number[] = [];
  let sizes: { width: number; bytes: number }[] = [];
  for (let run = 0; run < runs; run++) {
    progress(`${kind}: run ${run + 1} of ${runs}`);
    const started = performance.now();
    const variants = await encodeVariants(original, kind);
    times.push(performance.now() - started);
    sizes = variants.map((variant) => ({ width: variant.width, bytes: variant.bytes.length }));
  }
  rows.push({
    measure: `${kind}: re-encode ${sizes.length} widths (median)`,
    value: seconds(median(times)),
    budget: '—',
    met: null,
  });
  for (const size of sizes)
    rows.push({ measure: `${kind} ${size.width} px WebP`, value: kb(size.bytes), budget: '—', met: null });
}
printTable(rows);
console.log(`load average while measuring: ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`);
