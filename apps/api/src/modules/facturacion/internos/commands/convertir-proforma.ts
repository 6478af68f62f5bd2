import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { emitirComprobante } from '../../commands/emitir-comprobante.ts';
import { fechaPeru, nombreDocumentoIdentidad } from '../../pdf/formato.ts';
import { comprobanteDeProforma } from '../comprobante-de-proforma.ts';
import { type DocumentoInternoVista, estaVencida, vistaDeFila } from '../documento-interno-vista.ts';
import type { FilaDocumentoInterno } from '../tipos.ts';
import { exigirEmitido } from './anular-documento-interno.ts';

const t = schema.documentosInternos;

/** Everything that keeps this proforma from becoming a document of `tipo`, checked before any write. */
function exigirConvertible(p: FilaDocumentoInterno, tipo: string): '01' | '03' {
  if (p.tipo !== '98') throw entradaInvalida('Solo una proforma se convierte en factura o boleta');
  if (tipo !== '01' && tipo !== '03')
    throw entradaInvalida('Una proforma se convierte en factura (01) o boleta (03)');
  exigirEmitido(p);
  if (estaVencida(p))
    throw entradaInvalida(
      `La proforma ${p.serie}-${p.numero} venció el ${fechaPeru(p.fechaVencimiento ?? '')}: emita una nueva`,
    );
  if (tipo === '01' && p.personaTipoDocumento !== '6') {
    const documento =
      p.personaTipoDocumento === '-'
        ? 'no está identificado'
        : `tiene ${nombreDocumentoIdentidad(p.personaTipoDocumento)}`;
    throw entradaInvalida(`Una factura requiere un cliente con RUC: el cliente de la proforma ${documento}`);
  }
  return tipo;
}

/**
 * Emits a factura or boleta from a valid proforma (its customer and lines, through emitirComprobante,
 * so it is numbered, signed and sent like any other) and marks the proforma 'convertido' with it.
 * The proforma is claimed first with a conditional update, so two conversions at once cannot emit two
 * documents; if the emission is refused the claim is given back and nothing was emitted.
 */
export async function convertirProforma(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  tipo: string,
  serie?: string | null,
): Promise<DocumentoInternoVista> {
  const proforma = await exigirDeEmpresa(deps, sesion, t, id);
  const tipoDestino = exigirConvertible(proforma, tipo);
  const input = comprobanteDeProforma(
    (proforma.documento as unknown as ComprobanteCalculado).entrada,
    tipoDestino,
    serie,
  );

  const [tomada] = await deps.db
    .update(t)
    .set({ estado: 'convertido' })
    .where(and(eq(t.id, proforma.id), eq(t.estado, 'emitido')))
    .returning({ id: t.id });
  if (!tomada) {
    const [actual] = await deps.db.select().from(t).where(eq(t.id, proforma.id));
    exigirEmitido(actual ?? proforma);
    throw entradaInvalida('La proforma cambió mientras se convertía: intente de nuevo');
  }

  let comprobanteId: string;
  try {
    comprobanteId = (await emitirComprobante(deps, sesion, input)).id;
  } catch (e) {
    await deps.db
      .update(t)
      .set({ estado: 'emitido' })
      .where(and(eq(t.id, proforma.id), isNull(t.comprobanteId)));
    throw e;
  }
  const [convertida] = await deps.db
    .update(t)
    .set({ comprobanteId })
    .where(eq(t.id, proforma.id))
    .returning();
  if (!convertida) throw new Error('No se pudo registrar la conversión');
  return vistaDeFila(deps, convertida);
}
