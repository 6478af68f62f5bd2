import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { libroExcel, subirImportacion } from '../helpers/subir-importacion.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const IMPORTACION = /* GraphQL */ `
  query($id: String!) {
    importacion(id: $id) { estado filas filas_validas documentos { documento fila comprobante } }
  }`;
const PLANTILLA = 'query($t: String!) { plantillaImportacion(tipo: $t) { base64 } }';

type Importacion = {
  estado: string;
  filas: number;
  filas_validas: number;
  documentos: { documento: string; fila: number; comprobante: string | null }[];
};

const BOLETAS = 8;

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let archivo: Buffer;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  const r = await t.gql<{ plantillaImportacion: { base64: string } }>(
    PLANTILLA,
    { t: 'comprobantes' },
    { token: ana.token },
  );
  const cabecera = (await filasDeExcel(r.data?.plantillaImportacion.base64 ?? ''))[0] ?? [];
  const boleta = (n: number): Record<string, string> => ({
    documento: `V-${n}`,
    tipo: '03',
    cliente_tipo_documento: '1',
    cliente_numero: '46779354',
    cliente_nombre: 'MARIA QUISPE MAMANI',
    descripcion: `Venta ${n}`,
    cantidad: '1',
    precio_unitario: `${10 + n}`,
  });
  const filas = Array.from({ length: BOLETAS }, (_, i) => boleta(i + 1));
  archivo = await libroExcel([cabecera, ...filas.map((f) => cabecera.map((c) => f[c] ?? ''))]);
});
afterAll(() => t.cerrar());

const consultar = async (id: string) =>
  (await t.gql<{ importacion: Importacion }>(IMPORTACION, { id }, { token: ana.token })).data?.importacion;

async function hastaQueTermine(id: string): Promise<Importacion> {
  await expect
    .poll(async () => (await consultar(id))?.estado, { timeout: 60_000, interval: 100 })
    .not.toBe('en_curso');
  const fin = await consultar(id);
  if (!fin) throw new Error('importación no encontrada');
  return fin;
}

const boletas = async () =>
  (await t.deps.db.select().from(schema.comprobantes).where(eq(schema.comprobantes.empresaId, ana.empresaId)))
    .map((c) => c.numero)
    .sort((a, b) => a - b);

describe('a mass invoicing job resumed after a crash', () => {
  it('never emits a row twice, whatever progress the import row had saved', async () => {
    const r = await subirImportacion(t, 'comprobantes', archivo, ana.token, { soloRegistro: true });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().id as string;
    const fin = await hastaQueTermine(id);
    const emitidas = fin.documentos.map((d) => d.comprobante);
    expect(emitidas).toEqual(Array.from({ length: BOLETAS }, (_, i) => `B001-${i + 1}`));

    // The crash: the process died after emitting every document but the row's progress was last saved
    // after the second one (it is saved every half second); the job runs again on the same file.
    const [fila] = await t.deps.db.select().from(schema.importaciones).where(eq(schema.importaciones.id, id));
    const guardado = (fila?.errores ?? []).slice(0, 2);
    await t.deps.db
      .update(schema.importaciones)
      .set({ estado: 'en_curso', errores: guardado, filas: 2, filasValidas: 2, terminadaAt: null })
      .where(eq(schema.importaciones.id, id));
    const copia = join(t.deps.config.dataDir, 'reanudada.xlsx');
    writeFileSync(copia, archivo);
    await t.deps.cola.enviar('importacion', {
      importacionId: id,
      archivo: copia,
      localId: ana.localId,
      soloRegistro: true,
    });

    const reanudada = await hastaQueTermine(id);
    expect(reanudada).toMatchObject({ estado: 'terminada', filas: BOLETAS, filas_validas: BOLETAS });
    // One document per row, the same ones, numbered without gaps or repeats.
    expect(reanudada.documentos.map((d) => d.comprobante)).toEqual(emitidas);
    expect(await boletas()).toEqual(Array.from({ length: BOLETAS }, (_, i) => i + 1));
    const [serie] = await t.deps.db
      .select()
      .from(schema.series)
      .where(and(eq(schema.series.empresaId, ana.empresaId), eq(schema.series.serie, 'B001')));
    expect(serie?.ultimo).toBe(BOLETAS);
  });
});
