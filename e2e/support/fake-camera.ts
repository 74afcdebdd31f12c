import { writeFileSync } from 'node:fs';
import { encode } from 'uqr';

const WIDTH = 640;
const HEIGHT = 480;
/** qr-scanner reads the centred two-thirds square (320 px here): the code must fit well inside it. */
const QR_MAX_SIDE = 300;

/**
 * A YUV4MPEG2 video for Chromium's fake camera showing one QR code, small and centred on a
 * white 640x480 frame. Drawn from uqr's module matrix, so the suite needs neither ffmpeg nor
 * qrencode. A few frames are enough: Chromium loops the file.
 */
export function writeQrVideo(code: string | boolean[][], path: string, frames = 5): void {
  const data = typeof code === 'string' ? encode(code, { border: 4, ecc: 'M' }).data : code;
  const size = data.length;
  const scale = Math.floor(QR_MAX_SIDE / size);
  const side = size * scale;
  const left = (WIDTH - side) >> 1;
  const top = (HEIGHT - side) >> 1;

  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!data[row]?.[column]) continue;
      for (let y = 0; y < scale; y++) {
        const offset = (top + row * scale + y) * WIDTH + left + column * scale;
        luma.fill(0, offset, offset + scale);
      }
    }
  }
  // 4:2:0: one U and one V sample per 2x2 pixels; 128 is no colour.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * The QR codes of a ticket page (server/modules/events/ticket-page.ts draws each place's signed
 * text with uqr's renderSVG: 10-unit squares), as module matrices with their reference numbers.
 */
export function ticketPageCodes(page: string): { number: string; matrix: boolean[][] }[] {
  const codes: { number: string; matrix: boolean[][] }[] = [];
  for (const match of page.matchAll(/aria-label="[^"]*?([A-Z0-9][A-Z0-9-]*)">\s*(<svg[\s\S]*?<\/svg>)/g)) {
    const [, number = '', svg = ''] = match;
    const side = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1] ?? 0) / 10;
    const matrix = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
    for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)h10/g)) {
      const row = matrix[Number(y) / 10];
      if (row) row[Number(x) / 10] = true;
    }
    codes.push({ number, matrix });
  }
  return codes;
}
