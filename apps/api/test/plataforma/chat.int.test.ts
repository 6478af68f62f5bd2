import { afterAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';

const abiertas: AppDePrueba[] = [];
afterAll(() => Promise.all(abiertas.map((a) => a.cerrar())));

/** The widget URL the public configuration gives a browser on this host. */
async function chatEn(t: AppDePrueba, host: string): Promise<string | null> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', host },
    payload: { query: '{ configuracionPublica { chatScriptUrl } }' },
  });
  return r.json().data.configuracionPublica.chatScriptUrl;
}

describe('live-chat widget', () => {
  it('loads nowhere when not configured', async () => {
    const t = await crearAppDePrueba();
    abiertas.push(t);
    expect(await chatEn(t, 'app.kipu.pe')).toBeNull();
  });

  it('loads on every host but the partner one', async () => {
    const url = 'https://embed.tawk.to/6500aa11/1ha2b3c4d';
    const t = await crearAppDePrueba({ CHAT_WIDGET_URL: url, CHAT_HOST_EXCLUIDO: 'Socio.Example.pe' });
    abiertas.push(t);
    expect(await chatEn(t, 'app.kipu.pe')).toBe(url);
    expect(await chatEn(t, 'socio.example.pe')).toBeNull();
    expect(await chatEn(t, 'socio.example.pe:8443')).toBeNull();
  });
});
