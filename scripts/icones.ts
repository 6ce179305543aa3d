// Draws the web app's PNG icons (public/icones/) from public/icones/icone.svg with Chromium:
// `npx tsx scripts/icones.ts`. The SVG fills its square (a maskable icon: the cap stays inside the
// central 80 % safe zone); the "any" icons are the same drawing with rounded corners on transparency.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const pasta = join(import.meta.dirname, '..', 'public', 'icones');

const svg = await readFile(join(pasta, 'icone.svg'), 'utf8');
const navegador = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const pagina = await navegador.newPage();
  const desenhar = async (lado: number, arredondado: boolean, arquivo: string) => {
    await pagina.setViewportSize({ width: lado, height: lado });
    const raio = arredondado ? `${String(lado * 0.1875)}px` : '0';
    await pagina.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<div style="width:${String(lado)}px;height:${String(lado)}px;border-radius:${raio};overflow:hidden">` +
        svg.replace('<svg ', `<svg width="${String(lado)}" height="${String(lado)}" `) +
        `</div></body></html>`,
    );
    await pagina.screenshot({ path: join(pasta, arquivo), omitBackground: true });
  };
  await desenhar(192, true, 'icone-192.png');
  await desenhar(512, true, 'icone-512.png');
  await desenhar(512, false, 'icone-maskable-512.png');
} finally {
  await navegador.close();
}
