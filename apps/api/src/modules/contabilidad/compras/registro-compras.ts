import { schema } from '@kipu/db';
import { LIBRO_COMPRAS, LIBRO_COMPRAS_NO_DOMICILIADOS } from '@kipu/peru/contabilidad/comprobantes-compra';
import { importesEnSoles } from '@kipu/peru/contabilidad/importes-en-soles';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { totalesDe } from '../documentos/totales-registro.ts';
import type { DatosCompra } from './datos-compra.ts';
import { OPERACION_COMPRA } from './preparar-compra.ts';

/** The register's amount columns (8.1 fields 14–24), in soles. */
export type ImportesRegistro = {
  base_gravada: string;
  igv: string;
  base_gravada_mixta: string;
  igv_mixta: string;
  base_sin_credito: string;
  igv_sin_credito: string;
  no_gravada: string;
  isc: string;
  icbper: string;
  otros: string;
  total: string;
};

export type FilaRegistroCompras = ImportesRegistro & {
  id: string;
  cuo: string;
  fecha_emision: string | null;
  fecha_vencimiento: string | null;
  tipo_comprobante: string | null;
  serie: string | null;
  anio_dua: string | null;
  numero: string | null;
  proveedor_tipo_documento: string | null;
  proveedor_numero_documento: string | null;
  proveedor_nombre: string | null;
  moneda: string;
  tipo_cambio: string;
  /** The total in the document's currency. */
  total_documento: string;
  modifica_fecha: string | null;
  modifica_tipo: string | null;
  modifica_serie: string | null;
  modifica_numero: string | null;
  detraccion_numero: string | null;
  detraccion_fecha: string | null;
  retencion: boolean;
  estado_ple: string;
  glosa: string;
};

export type RegistroCompras = {
  periodo: string;
  libro: string;
  filas: FilaRegistroCompras[];
  totales: ImportesRegistro;
};

/** The amount columns, in the 8.1's order. */
export const COLUMNAS_IMPORTE = [
  'base_gravada',
  'igv',
  'base_gravada_mixta',
  'igv_mixta',
  'base_sin_credito',
  'igv_sin_credito',
  'no_gravada',
  'isc',
  'icbper',
  'otros',
  'total',
] as const satisfies readonly (keyof ImportesRegistro)[];

type Operacion = typeof schema.operaciones.$inferSelect;

function fila(o: Operacion): FilaRegistroCompras {
  const datos = o.datos as DatosCompra;
  const importes = importesEnSoles(
    {
      base_gravada: o.baseGravada,
      igv: o.igv,
      base_gravada_mixta: o.baseGravadaMixta,
      igv_mixta: o.igvMixta,
      base_sin_credito: o.baseSinCredito,
      igv_sin_credito: o.igvSinCredito,
      no_gravada: o.inafecta,
      isc: o.isc,
      icbper: o.icbper,
      otros: o.otros,
      total: o.total,
    },
    'total',
    o.tipoCambio,
  );
  return {
    ...importes,
    id: o.id,
    cuo: o.cuo,
    fecha_emision: o.fechaEmision,
    fecha_vencimiento: o.fechaVencimiento,
    tipo_comprobante: o.tipoComprobante,
    serie: o.serie,
    anio_dua: datos.anioDua ?? null,
    numero: o.numero,
    proveedor_tipo_documento: o.personaTipoDocumento,
    proveedor_numero_documento: o.personaNumeroDocumento,
    proveedor_nombre: o.personaNombre,
    moneda: o.moneda,
    tipo_cambio: o.tipoCambio,
    total_documento: o.total,
    modifica_fecha: o.modificaFecha,
    modifica_tipo: o.modificaTipo,
    modifica_serie: o.modificaSerie,
    modifica_numero: o.modificaNumero,
    detraccion_numero: datos.detraccion?.constanciaNumero ?? null,
    detraccion_fecha: datos.detraccion?.constanciaFecha ?? null,
    retencion: datos.retencion === true,
    estado_ple: o.estadoPle,
    glosa: o.glosa,
  };
}

/**
 * The registro de compras of a period (8.1, or 8.2 for non-domiciled suppliers): each purchase that is
 * not voided, in CUO order, with its amounts in soles (converted at the document's rate) and the
 * period's totals.
 */
export async function registroCompras(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { periodo: string; libro?: string | null },
): Promise<RegistroCompras> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(args.periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const libro = args.libro || LIBRO_COMPRAS;
  if (libro !== LIBRO_COMPRAS && libro !== LIBRO_COMPRAS_NO_DOMICILIADOS)
    throw entradaInvalida('El registro de compras es el libro 080100 o el 080200 (no domiciliados)');
  const o = schema.operaciones;
  const operaciones = await deps.db
    .select()
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.periodo, args.periodo),
        eq(o.libro, libro),
        eq(o.tipoOperacion, OPERACION_COMPRA),
        isNull(o.deletedAt),
      ),
    )
    .orderBy(asc(o.numeroCuo));
  const filas = operaciones.map(fila);
  const totales: ImportesRegistro = totalesDe(filas, COLUMNAS_IMPORTE);
  return { periodo: args.periodo, libro, filas, totales };
}
