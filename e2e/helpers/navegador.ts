import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export type Navegador = { contexto: BrowserContext; cerrar(): Promise<void> };

/**
 * Debian's Chromium, headless, with the flags this closed network needs, in a fresh profile. The browser
 * speaks es-PE unless told otherwise (a test may check the product does not depend on it).
 */
export async function abrirNavegador(locale = 'es-PE'): Promise<Navegador> {
  const perfil = mkdtempSync(join(tmpdir(), 'kipu-chromium-'));
  const contexto = await chromium.launchPersistentContext(perfil, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale,
    timezoneId: 'America/Lima',
    viewport: { width: 1366, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    contexto,
    async cerrar() {
      await contexto.close();
      rmSync(perfil, { recursive: true, force: true });
    },
  };
}
