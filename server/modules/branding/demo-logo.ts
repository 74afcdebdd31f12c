import sharp from 'sharp';

/**
 * The demo merchant's logo: the app's own mark (public/icons/favicon.svg), drawn here so the
 * seed needs no file beside the server. Rasterised before the image pipeline sees it, which
 * refuses SVG from merchants; this drawing is ours.
 */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="112" fill="#dd6b20"/>
  <path d="M348 164 A130 130 0 1 0 386 256 L276 256" fill="none" stroke="#fff" stroke-width="52"
    stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

export const demoLogoPng = (): Promise<Buffer> => sharp(Buffer.from(MARK)).png().toBuffer();
