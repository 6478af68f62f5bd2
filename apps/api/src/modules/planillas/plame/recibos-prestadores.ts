import { DOCUMENTO_PLAME, type ReciboCuartaPlame } from '@kipu/peru';
import Decimal from 'decimal.js';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { validarPeriodo } from '../planilla/consultar-planilla.ts';
import { type ReciboDelPeriodo, recibosPorHonorarios } from './datos-plame.ts';

/** A recibo por honorarios as the .4ta writes it, with its provider's name and the tax withheld. */
export type ReciboPrestador = ReciboCuartaPlame & { nombre: string; retencionRenta: string };

/**
 * The period's recibos as PLAME reads them; one that does not identify its provider is reported and
 * left out. The register keeps no payment date: the recibo's accounting date (in the period) stands
 * for it, never before its emission.
 */
export function recibosDePrestadores(recibos: ReciboDelPeriodo[], advertencias: string[]): ReciboPrestador[] {
  const salida: ReciboPrestador[] = [];
  for (const r of recibos) {
    const tipo = DOCUMENTO_PLAME[r.tipoDocumento ?? ''];
    if (!tipo || !r.numeroDocumento || !r.serie || !r.numero) {
      advertencias.push(
        `El recibo ${r.serie ?? ''}-${r.numero ?? ''} no identifica a su prestador y no se exporta`,
      );
      continue;
    }
    const emision = r.fechaEmision ?? r.fechaContable;
    const retencionRenta = new Decimal(String(r.datos.retencionRenta ?? 0)).toFixed(2);
    salida.push({
      tipoDocumento: tipo,
      numeroDocumento: r.numeroDocumento,
      nombre: r.nombre ?? '',
      tipoComprobante: 'R',
      serie: r.serie,
      numero: r.numero,
      monto: r.total,
      fechaEmision: emision,
      fechaPago: r.fechaContable < emision ? emision : r.fechaContable,
      retencion: new Decimal(retencionRenta).greaterThan(0),
      retencionRenta,
    });
  }
  return salida;
}

/** The spec's prestadoresServicios: the session company's recibos por honorarios of a period. */
export async function prestadoresServicios(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<ReciboPrestador[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  validarPeriodo(periodo);
  return recibosDePrestadores(await recibosPorHonorarios(deps.db, empresaId, periodo), []);
}
