import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { idResumen } from '@kipu/peru/sunat/nombres';
import { dentroDelPlazo, fechaPeruana, PLAZOS_SUNAT, ultimoDiaDelPlazo } from '@kipu/peru/sunat/plazos';
import { validarTexto } from '@kipu/peru/texto/texto-xml';
import { MAXIMO_MOTIVO_BAJA } from '@kipu/peru/ubl/comunicacion-baja';
import { documentoResumenDe } from '@kipu/peru/ubl/resumen-diario';
import { and, eq, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { credencialDeFirma } from '../credenciales-envio.ts';
import { encolarResumen, esDeBoleta } from '../politica-envio.ts';
import { type NuevoResumen, RESUMEN_VIGENTE, registrarResumen } from '../registrar-resumen.ts';

/** States SUNAT has registered a document in: only those can be voided. */
const REGISTRADOS: readonly string[] = ['aceptado', 'observado'];

/** The voiding already asked for a document and not refused by SUNAT, if any. */
async function bajaEnCurso(deps: Dependencias, comprobanteId: string) {
  const { resumenes, resumenItems } = schema;
  const [r] = await deps.db
    .select({ tipo: resumenes.tipo, fecha: resumenes.fechaGeneracion, correlativo: resumenes.correlativo })
    .from(resumenItems)
    .innerJoin(resumenes, eq(resumenes.id, resumenItems.resumenId))
    .where(
      and(
        eq(resumenItems.comprobanteId, comprobanteId),
        RESUMEN_VIGENTE,
        or(eq(resumenes.tipo, 'RA'), eq(resumenItems.condicion, '3')),
      ),
    )
    .limit(1);
  return r ? idResumen(r.tipo, r.fecha, r.correlativo) : undefined;
}

/**
 * Voids a document SUNAT accepted: a factura or its note (F series) by comunicación de baja (RA), a
 * boleta or its note (B series) by resumen diario with condition 3, both within 7 calendar days of the
 * issue. Checks everything first; then stores the summary with its item and the reason in one
 * transaction and queues it (envio_resumen). The document becomes 'anulado' when SUNAT accepts.
 */
export async function anularComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  motivo: string,
): Promise<ComprobanteVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  const numero = `${fila.serie}-${fila.numero}`;
  const razon = motivo.trim();
  if (razon.length < 3 || razon.length > MAXIMO_MOTIVO_BAJA)
    throw entradaInvalida(`Indique el motivo de la baja (de 3 a ${MAXIMO_MOTIVO_BAJA} caracteres)`);
  const textoMalo = validarTexto(razon, { campo: 'el motivo de la baja', unaLinea: true });
  if (textoMalo) throw entradaInvalida(textoMalo);
  if (fila.estado === 'anulado') throw entradaInvalida(`El comprobante ${numero} ya está anulado`);
  if (fila.estado === 'rechazado')
    throw entradaInvalida(
      `El comprobante ${numero} fue rechazado por SUNAT: no tiene validez y no requiere baja`,
    );
  if (!REGISTRADOS.includes(fila.estado))
    throw entradaInvalida(
      `El comprobante ${numero} aún no tiene respuesta de SUNAT: podrá darlo de baja cuando sea aceptado`,
    );
  const enCurso = await bajaEnCurso(deps, fila.id);
  if (enCurso) throw entradaInvalida(`La baja del comprobante ${numero} ya se pidió a SUNAT en ${enCurso}`);
  const hoy = hoyEnLima();
  if (!dentroDelPlazo(fila.fechaEmision, hoy, PLAZOS_SUNAT.baja))
    throw entradaInvalida(
      `El plazo de SUNAT para dar de baja el comprobante ${numero} venció el ${fechaPeruana(
        ultimoDiaDelPlazo(fila.fechaEmision, PLAZOS_SUNAT.baja),
      )} (${PLAZOS_SUNAT.baja} días calendario desde su emisión)`,
    );
  const firma = await credencialDeFirma(deps, empresa.id);

  const documento = fila.documento as unknown as ComprobanteCalculado;
  const nuevo: NuevoResumen = esDeBoleta(fila)
    ? {
        tipo: 'RC',
        documentos: [
          { comprobanteId: fila.id, documento: documentoResumenDe(documento, '3'), motivo: razon },
        ],
      }
    : {
        tipo: 'RA',
        documentos: [
          {
            comprobanteId: fila.id,
            documento: {
              tipo: fila.tipo as '01' | '07' | '08',
              serie: fila.serie,
              numero: fila.numero,
              motivo: razon,
            },
          },
        ],
      };
  const resumen = await deps.db.transaction(async (tx) => {
    const r = await registrarResumen(
      tx,
      { empresa, firma, fechaReferencia: fila.fechaEmision, usuarioId: sesion.usuario.id },
      nuevo,
    );
    await tx
      .update(schema.comprobantes)
      .set({ motivoBaja: razon })
      .where(eq(schema.comprobantes.id, fila.id));
    return r;
  });
  await encolarResumen(deps, empresa, resumen.id);
  return vistaComprobante({ ...fila, motivoBaja: razon, tieneCdr: fila.cdrBase64 !== null });
}
