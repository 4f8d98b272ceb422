import sharp from 'sharp';

/**
 * A screenshot of a web page as an owner might upload by mistake: a white page, a coloured header,
 * lines of text and a picture block, as a flat PNG with no camera noise. It is mostly pure white,
 * so the photo checks also read it as washed out: its tip must not be a camera one ("turn off the flash").
 */
export async function makeWebPageScreenshot(): Promise<Buffer> {
  const lines = Array.from(
    { length: 14 },
    (_, i) =>
      `<text x="40" y="${130 + i * 22}" font-family="sans-serif" font-size="15">Ten tips for a healthier dog, line ${i + 1}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#fff"/><rect width="800" height="56" fill="#1e3a8a"/><rect x="480" y="120" width="260" height="160" fill="#b7794a"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
