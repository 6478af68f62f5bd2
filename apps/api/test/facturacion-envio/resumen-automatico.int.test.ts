import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generarResumenesPendientes } from '../../src/modules/facturacion/commands/resumenes-automaticos.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { appConEmisor, BOLETA, type operaciones } from './envio-de-prueba.ts';

const PAUSAR = 'mutation($p: Boolean!) { pausarEnvioSunat(pausado: $p) { envio_pausado } }';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let op: ReturnType<typeof operaciones>;
const hoy = hoyEnLima();
const despuesDe = (dias: number) =>
  new Date(Date.parse(`${hoy}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ t, ana, op } = await appConEmisor());
  const r = await op.configurar({ envio_boletas: 'resumen' });
  expect(r.errors).toBeUndefined();
});
afterAll(() => t.cerrar());

describe('automatic resúmenes diarios', () => {
  it("leaves today's boletas for tomorrow, then informs them once, and SUNAT accepts them", async () => {
    const b1 = await op.emitir(BOLETA);
    const b2 = await op.emitir(BOLETA);

    expect(await generarResumenesPendientes(t.deps, hoy)).toEqual({ resumenes: 0, fallidos: [] });
    expect(await op.resumenes('RC')).toEqual([]);

    expect(await generarResumenesPendientes(t.deps, despuesDe(1))).toEqual({ resumenes: 1, fallidos: [] });
    const [rc] = await op.resumenes('RC');
    expect(rc?.fecha_referencia).toBe(hoy);
    expect(rc?.documentos.map((d) => d.comprobante_id).sort()).toEqual([b1.id, b2.id].sort());
    const { final } = await op.esperarResumen(rc?.id ?? '');
    expect(final).toMatchObject({ estado: 'aceptado', codigo_sunat: '0' });
    for (const b of [b1, b2]) expect(await op.comprobante(b.id)).toMatchObject({ estado: 'aceptado' });

    // A second run (or another instance's) finds nothing left to inform.
    expect(await generarResumenesPendientes(t.deps, despuesDe(1))).toEqual({ resumenes: 0, fallidos: [] });
    expect(await op.resumenes('RC')).toHaveLength(1);
  });

  it('waits while sending is paused, and leaves boletas past SUNAT’s seven days to a person', async () => {
    const pausa = await t.gql(PAUSAR, { p: true }, { token: ana.token });
    expect(pausa.errors).toBeUndefined();
    const b = await op.emitir(BOLETA);
    expect(await generarResumenesPendientes(t.deps, despuesDe(1))).toEqual({ resumenes: 0, fallidos: [] });
    expect(await op.comprobante(b.id)).toMatchObject({ estado: 'pendiente' });

    await t.gql(PAUSAR, { p: false }, { token: ana.token });
    // Eight days later the deadline has passed: nothing is generated, the boleta stays as it is.
    expect(await generarResumenesPendientes(t.deps, despuesDe(8))).toEqual({ resumenes: 0, fallidos: [] });
    expect(await op.comprobante(b.id)).toMatchObject({ estado: 'pendiente' });
    expect(await generarResumenesPendientes(t.deps, despuesDe(7))).toEqual({ resumenes: 1, fallidos: [] });
  });

  it('reports a company that cannot sign instead of stopping the others', async () => {
    await op.emitir(BOLETA);
    await t.deps.db
      .update(schema.empresaCredenciales)
      .set({ certificadoVence: new Date('2020-01-01T00:00:00Z') })
      .where(eq(schema.empresaCredenciales.empresaId, ana.empresaId));
    const r = await generarResumenesPendientes(t.deps, despuesDe(1));
    expect(r).toEqual({
      resumenes: 0,
      fallidos: [
        { empresaId: ana.empresaId, fecha: hoy, motivo: 'El certificado digital de la empresa está vencido' },
      ],
    });
  });
});
