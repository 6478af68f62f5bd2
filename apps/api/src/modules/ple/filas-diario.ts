import {
  correlativoAsiento,
  documentoDeCatalogo06,
  type FilaDiario,
  type FilaPlanCuentas,
  PLAN_PCGE,
} from '@kipu/peru/ple/index';
import type { MovimientoLeido } from './leer-operaciones.ts';
import { estadoDiario, momentoDe, periodoDeLinea } from './momento.ts';

/** The registers whose lines a journal movement points at (5.1 field 20). */
const REGISTROS = new Set(['140100', '080100', '080200']);

/**
 * A movement of the journal (5.1) or the ledger (6.1). The document is the line's own when it names
 * one (a receivable points at the invoice it collects), else the operation's; an entry without a
 * document is type 00 numbered by its CUO. The counterpart is the operation's.
 */
export function filaDiario(m: MovimientoLeido): FilaDiario {
  const op = m.operacion;
  const l = m.linea;
  const periodo = periodoDeLinea(op);
  const momento = momentoDe(op.tipoOperacion);
  const documento = l.tipoComprobante
    ? { tipo: l.tipoComprobante, serie: l.serie, numero: l.numero }
    : { tipo: op.tipoComprobante, serie: op.serie, numero: op.numero };
  const emisor = documentoDeCatalogo06(op.personaTipoDocumento);
  return {
    periodo,
    cuo: op.cuo,
    correlativo: correlativoAsiento(momento, l.linea),
    cuenta: l.cuenta,
    centroCosto: m.centroCosto,
    moneda: op.moneda,
    emisorTipoDocumento: emisor,
    emisorNumeroDocumento: emisor ? op.personaNumeroDocumento : null,
    tipoComprobante: documento.tipo ?? '00',
    serie: documento.serie,
    numero: documento.numero || op.cuo,
    fechaContable: op.fechaContable,
    fechaVencimiento: l.fechaVencimiento ?? op.fechaVencimiento,
    fechaOperacion: op.fechaEmision ?? op.fechaContable,
    glosa: l.glosa || op.glosa,
    glosaReferencial: op.glosaReferencia,
    debe: l.debe,
    haber: l.haber,
    registro: REGISTROS.has(op.libro)
      ? { libro: op.libro, periodo, cuo: op.cuo, correlativo: correlativoAsiento(momento, 1) }
      : null,
    estado: estadoDiario(op.estadoPle),
  };
}

/** An account of the company's chart (its copy of the PCGE) as a 5.3 line. */
export const filaPlanCuentas = (
  periodo: string,
  cuenta: { codigo: string; denominacion: string },
): FilaPlanCuentas => ({
  periodo,
  cuenta: cuenta.codigo,
  denominacion: cuenta.denominacion,
  plan: PLAN_PCGE,
  estado: '1',
});
