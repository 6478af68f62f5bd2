import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { registrarOperacion } from '../../src/modules/contabilidad/libro/registrar-operacion.ts';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

export const GENERAR = /* GraphQL */ `
  query($libro: String!, $periodo: String!) {
    generarPle(libro: $libro, periodo: $periodo) {
      archivo { nombre mime base64 }
      lineas valido omitidos
      hallazgos { linea campo mensaje }
    }
  }`;

export type ArchivoPle = {
  archivo: { nombre: string; mime: string; base64: string };
  lineas: number;
  valido: boolean;
  omitidos: number;
  hallazgos: { linea: number; campo: number | null; mensaje: string }[];
};

export type Emitido = {
  id: string;
  serie: string;
  numero: number;
  importe_total: string;
  fecha_emision: string;
};

const CLIENTE = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};
const LINEA = { descripcion: 'Laptop', cantidad: '1', valor_unitario: '100', afectacion: '10' };
const EMITIR = /* GraphQL */ `
  mutation($input: EmitirComprobanteInput!) {
    emitirComprobante(input: $input) { id serie numero importe_total fecha_emision }
  }`;

/** The company with its PLE data: four documents posted, a journal entry, a purchase and a service from abroad. */
export type EscenarioPle = {
  ana: UsuarioConEmpresa;
  beto: UsuarioConEmpresa;
  periodo: string;
  /** The documents emitted: factura, boleta, credit note, dollar factura. */
  emitidos: Emitido[];
};

const mov = (cuenta: string, debe: string, haber: string, debeMe = '0.00', haberMe = '0.00') => ({
  cuenta,
  debe,
  haber,
  debeMe,
  haberMe,
});

/**
 * Emits a factura, a boleta, a credit note and a dollar factura through emitirComprobante, posts them
 * with contabilizarComprobantesPendientes, and registers a journal entry (050100), a purchase (080100)
 * and a non-domiciled service (080200) through the ledger service, as the purchases area will.
 */
export async function escenarioPle(t: AppDePrueba): Promise<EscenarioPle> {
  const ana = await emisorDePrueba(t, 'ana@andina.pe');
  const beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  const emitir = async (input: object) => {
    const r = await t.gql<{ emitirComprobante: Emitido }>(EMITIR, { input }, { token: ana.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.emitirComprobante;
  };
  const emitidos = [
    await emitir({ tipo: '01', cliente: CLIENTE, lineas: [LINEA], forma_pago: { tipo: 'contado' } }),
    await emitir({
      tipo: '03',
      cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
      lineas: [{ descripcion: 'Menú', cantidad: '2', precio_unitario: '15.50', afectacion: '10' }],
    }),
    await emitir({
      tipo: '07',
      cliente: CLIENTE,
      afectado: { tipo: '01', serie: 'F001', numero: 1 },
      motivo: { codigo: '07', descripcion: 'Devolución parcial' },
      lineas: [{ ...LINEA, valor_unitario: '40' }],
    }),
    await emitir({
      tipo: '01',
      cliente: CLIENTE,
      moneda: 'USD',
      tipo_cambio: '3.755',
      lineas: [
        { descripcion: 'Servicio', unidad: 'ZZ', cantidad: '1', valor_unitario: '33.33', afectacion: '10' },
      ],
      forma_pago: { tipo: 'contado' },
    }),
  ];
  const r = await t.gql<{ contabilizarComprobantesPendientes: { errores: string[] } }>(
    'mutation { contabilizarComprobantesPendientes { contabilizados errores } }',
    {},
    { token: ana.token },
  );
  if (r.data?.contabilizarComprobantesPendientes.errores.length !== 0) throw new Error(JSON.stringify(r));
  const fecha = emitidos[0]?.fecha_emision ?? '';
  const periodo = fecha.slice(0, 7).replace('-', '');
  const base = { empresaId: ana.empresaId, fechaContable: fecha, fechaEmision: fecha };
  await t.deps.db.transaction(async (tx) => {
    await registrarOperacion(
      tx,
      { ...base, libro: '050100', tipoOperacion: 5, glosa: 'Depósito del efectivo en tránsito' },
      [mov('1041', '250.00', '0.00'), mov('1031', '0.00', '250.00')],
    );
    await registrarOperacion(
      tx,
      {
        ...base,
        libro: '080100',
        tipoOperacion: 1,
        glosa: 'Compra de mercaderías F002-345',
        personaTipoDocumento: '6',
        personaNumeroDocumento: '20100070970',
        personaNombre: 'DISTRIBUIDORA NORTE S.A.',
        tipoComprobante: '01',
        serie: 'F002',
        numero: '345',
        baseGravada: '500.00',
        igv: '90.00',
        total: '590.00',
      },
      [mov('6011', '500.00', '0.00'), mov('40111', '90.00', '0.00'), mov('4212', '0.00', '590.00')],
    );
    await registrarOperacion(
      tx,
      {
        ...base,
        libro: '080200',
        tipoOperacion: 1,
        glosa: 'Servicio de nube del exterior',
        personaTipoDocumento: '0',
        personaNumeroDocumento: '911646860',
        personaNombre: 'CLOUD SERVICES LLC',
        tipoComprobante: '91',
        serie: 'INV',
        numero: '7781',
        moneda: 'USD',
        tipoCambio: '3.761',
        inafecta: '1000.00',
        total: '1000.00',
        estadoPle: '0',
        datos: { noDomiciliado: { pais: '9249', tipoRenta: '17', convenio: '00', domicilio: 'SEATTLE, WA' } },
      },
      [mov('6329', '3761.00', '0.00', '1000.00'), mov('4699', '0.00', '3761.00', '0.00', '1000.00')],
    );
  });
  return { ana, beto, periodo, emitidos };
}

/** A book generated through the API (the test fails on an error). */
export async function generarLibro(
  t: AppDePrueba,
  libro: string,
  periodo: string,
  token: string,
): Promise<ArchivoPle> {
  const r = await t.gql<{ generarPle: ArchivoPle }>(GENERAR, { libro, periodo }, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.generarPle;
}

/** The lines of a generated file, as ISO-8859-1 text, each with its CR LF. */
export const lineasDe = (a: ArchivoPle) =>
  Buffer.from(a.archivo.base64, 'base64')
    .toString('latin1')
    .match(/[^\n]*\n/g) ?? [];

/** The fields of a line (without the trailing separator and line end). */
export const camposDe = (linea: string) => linea.replace(/\|\r\n$/, '').split('|');

/** 'YYYY-MM-DD' → 'DD/MM/AAAA'. */
export const ddmmaaaa = (fecha: string) => fecha.split('-').reverse().join('/');

/** The CUO the ledger gave the first operation of a book (its format is the ledger's). */
export async function cuoDelLibro(t: AppDePrueba, empresaId: string, libro: string): Promise<string> {
  const [op] = await t.deps.db
    .select({ cuo: schema.operaciones.cuo })
    .from(schema.operaciones)
    .where(and(eq(schema.operaciones.empresaId, empresaId), eq(schema.operaciones.libro, libro)))
    .orderBy(schema.operaciones.numeroCuo)
    .limit(1);
  if (!op) throw new Error(`sin operaciones en ${libro}`);
  return op.cuo;
}
