// Renders the brand mark to the PNG/ICO icons in public/ with headless Chromium (this machine
// has no ImageMagick). Run once after changing the mark: `npx tsx scripts/make-icons.ts`;
// the outputs are committed so builds do not need a browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const ORANGE = '#dd6b20';

/** A white "G" stroke on orange. `markScale` shrinks the mark for maskable icons' safe zone. */
function brandSvg({ rounded, markScale }: { rounded: boolean; markScale: number }): string {
  const offset = 256 * (1 - markScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="Gulf Pay">
  <title>Gulf Pay</title>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${ORANGE}"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})" fill="none" stroke="#fff" stroke-width="52" stroke-linecap="round" stroke-linejoin="round">
    <path d="M348 164 A130 130 0 1 0 386 256 L276 256"/>
  </g>
</svg>`;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const render = async (svg: string, size: number): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    const html = `<html><body style="margin:0;background:transparent">${svg.replace(
      'width="512" height="512"',
      `width="${size}" height="${size}"`,
    )}</body></html>`;
    await page.setContent(html);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };

  const rounded = brandSvg({ rounded: true, markScale: 1 });
  // Maskable: full bleed, mark inside the central 80% circle launchers never crop.
  const fullBleed = brandSvg({ rounded: false, markScale: 0.72 });
  mkdirSync('public/icons', { recursive: true });
  writeFileSync('public/icons/favicon.svg', `${rounded}\n`);
  writeFileSync('public/icons/icon-192.png', await render(rounded, 192));
  writeFileSync('public/icons/icon-512.png', await render(rounded, 512));
  writeFileSync('public/icons/icon-maskable-512.png', await render(fullBleed, 512));
  // iOS rounds the corners itself and shows transparency as black, so it gets the full-bleed mark.
  writeFileSync(
    'public/icons/apple-touch-icon.png',
    await render(brandSvg({ rounded: false, markScale: 0.85 }), 180),
  );
  writeFileSync(
    'public/favicon.ico',
    toIco([await render(rounded, 32), await render(rounded, 48)], [32, 48]),
  );
  await browser.close();
}

/** An ICO file whose entries are PNGs (supported by every current browser). */
function toIco(pngs: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    const size = sizes[i] ?? 0;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

await main();
