import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { DocumentoInternoVista } from '../../src/modules/facturacion/internos/documento-interno-vista.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/** GraphQL documents of the internal documents, as the web sends them. */
export const CAMPOS = /* GraphQL */ `
  id tipo serie numero fecha_emision fecha_vencimiento estado vencida motivo_anulacion
  persona_tipo_documento persona_numero_documento persona_nombre
  operaciones_gravadas operaciones_exoneradas operaciones_inafectas igv importe_total observaciones
  comprobante { id tipo serie numero estado }
  lineas { numero descripcion valor_unitario precio_unitario valor_venta igv }`;
export const EMITIR = `mutation($input: EmitirDocumentoInternoInput!) { emitirDocumentoInterno(input: $input) { ${CAMPOS} } }`;
export const UNO = `query($id: String!) { documentoInterno(id: $id) { ${CAMPOS} } }`;
export const LISTA = /* GraphQL */ `
  query($tipo: String!, $desde: String, $hasta: String, $buscar: String, $limite: Int, $pagina: Int) {
    documentosInternos(tipo: $tipo, desde: $desde, hasta: $hasta, buscar: $buscar, limite: $limite, pagina: $pagina) {
      total filas { id serie numero estado }
    }
  }`;
export const ANULAR = `mutation($id: String!, $motivo: String!) { anularDocumentoInterno(id: $id, motivo: $motivo) { ${CAMPOS} } }`;
export const CONVERTIR = `mutation($id: String!, $tipo: String!, $serie: String) { convertirProforma(id: $id, tipo: $tipo, serie: $serie) { ${CAMPOS} } }`;
export const PDF = 'query($id: String!) { pdfDocumentoInterno(id: $id) { nombre mime base64 } }';
export const COMPROBANTE = /* GraphQL */ `
  query($id: String!) {
    comprobante(id: $id) {
      id tipo serie numero estado codigo_sunat cliente_numero_documento
      operaciones_gravadas operaciones_exoneradas operaciones_inafectas igv importe_total
      lineas { numero descripcion valor_unitario precio_unitario valor_venta igv }
    }
  }`;

/** As the API answers it (the tests select the fields they look at). */
export type Documento = DocumentoInternoVista;

/**
 * A server and Ana, a user whose company can emit (see emisorDePrueba), with the local's series of
 * internal documents added as a company does from its settings.
 */
export async function emisorConSeriesInternas(
  series: [string, string][],
): Promise<{ t: AppDePrueba; ana: UsuarioConEmpresa }> {
  const t = await crearAppDePrueba();
  const u = await emisorDePrueba(t, 'ana@andina.pe');
  await t.deps.db.insert(schema.series).values(
    series.map(([tipo, serie]) => ({
      empresaId: u.empresaId,
      localId: u.localId,
      tipoComprobante: tipo,
      serie,
    })),
  );
  return { t, ana: u };
}

/** The last number a series of the company gave. */
export async function ultimoDe(t: AppDePrueba, empresaId: string, tipo: string, serie: string) {
  const [s] = await t.deps.db
    .select({ ultimo: schema.series.ultimo })
    .from(schema.series)
    .where(
      and(
        eq(schema.series.empresaId, empresaId),
        eq(schema.series.tipoComprobante, tipo),
        eq(schema.series.serie, serie),
      ),
    );
  return s?.ultimo;
}

/** A date `dias` days from today in Lima (negative: in the past). */
export function diasDesde(hoy: string, dias: number): string {
  return new Date(Date.parse(`${hoy}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
}

export const CLIENTE_RUC = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};
export const CLIENTE_DNI = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
export const PROVEEDOR = { tipo_documento: '6', numero: '20131312955', nombre: 'IMPORTADORA DEL SUR S.A.C.' };

/** Lines that exercise the calculation: value and price, a line discount, exonerada, inafecta, a bag. */
export const LINEAS = [
  {
    codigo: 'P001',
    descripcion: 'Laptop 14"',
    cantidad: '2',
    valor_unitario: '1234.5678',
    afectacion: '10',
    descuento: { porcentaje: '5' },
  },
  { descripcion: 'Mouse', cantidad: '3', precio_unitario: '59.90', afectacion: '10' },
  { descripcion: 'Libro contable', cantidad: '1', precio_unitario: '45', afectacion: '20' },
  {
    descripcion: 'Servicio inafecto',
    cantidad: '1',
    valor_unitario: '10.10',
    afectacion: '30',
    unidad: 'ZZ',
  },
  { descripcion: 'Bolsa plástica', cantidad: '2', precio_unitario: '0.10', afectacion: '10', icbper: true },
];
