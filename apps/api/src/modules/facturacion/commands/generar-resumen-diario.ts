import { type Db, schema, type Tx } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { dentroDelPlazo, fechaPeruana, PLAZOS_SUNAT, ultimoDiaDelPlazo } from '@kipu/peru/sunat/plazos';
import { esFecha } from '@kipu/peru/ubl/partes';
import { documentoResumenDe, partirEnResumenes } from '@kipu/peru/ubl/resumen-diario';
import { and, asc, eq, inArray, like, notExists, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { credencialDeFirma } from '../credenciales-envio.ts';
import { encolarResumen } from '../politica-envio.ts';
import { enResumenVigente, registrarResumen } from '../registrar-resumen.ts';
import { COLUMNAS_RESUMEN, type ResumenVista, vistasDeResumenes } from '../resumen-vista.ts';

type Empresa = typeof schema.empresas.$inferSelect;

/**
 * Informs a day's boletas and boleta notes to SUNAT in resúmenes diarios (condition 1): those still
 * 'pendiente' and in no summary SUNAT has not refused — all of them when the company informs its
 * boletas by resumen, only its contingency boletas otherwise. More than 500 go in several summaries,
 * stored in one transaction and then queued (envio_resumen); the boletas take their summary's state.
 */
export async function generarResumenDiario(
  deps: Dependencias,
  sesion: SesionActiva,
  fecha: string,
): Promise<ResumenVista[]> {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const { empresa } = await exigirEmpresa(deps.db, sesion, sesion.empresaId);
  const hoy = hoyEnLima();
  if (!esFecha(fecha)) throw entradaInvalida('La fecha del resumen va como AAAA-MM-DD');
  if (fecha > hoy) throw entradaInvalida('No se puede generar el resumen de una fecha futura');
  if (!dentroDelPlazo(fecha, hoy, PLAZOS_SUNAT.resumen))
    throw entradaInvalida(
      `El plazo de SUNAT para informar las boletas del ${fechaPeruana(fecha)} venció el ${fechaPeruana(
        ultimoDiaDelPlazo(fecha, PLAZOS_SUNAT.resumen),
      )}`,
    );
  const ids = await resumirBoletasDelDia(deps, empresa, fecha, sesion.usuario.id);
  if (ids.length === 0) {
    throw entradaInvalida(
      empresa.envioBoletas === 'resumen'
        ? `No hay boletas pendientes del ${fechaPeruana(fecha)} para el resumen diario`
        : `No hay boletas de contingencia pendientes del ${fechaPeruana(fecha)}: la empresa envía sus boletas una por una`,
    );
  }
  const filas = await deps.db
    .select(COLUMNAS_RESUMEN)
    .from(schema.resumenes)
    .where(inArray(schema.resumenes.id, ids));
  return vistasDeResumenes(
    deps.db,
    filas.sort((a, b) => a.correlativo - b.correlativo),
  );
}

/** The boletas and B notes of a company and date that a resumen diario must still inform. */
export function boletasPorInformar(
  tx: Db | Tx,
  empresa: Pick<Empresa, 'id' | 'envioBoletas'>,
  fecha?: string,
) {
  const c = schema.comprobantes;
  return and(
    eq(c.empresaId, empresa.id),
    fecha ? eq(c.fechaEmision, fecha) : undefined,
    eq(c.estado, 'pendiente'),
    or(eq(c.tipo, '03'), and(inArray(c.tipo, ['07', '08']), like(c.serie, 'B%'))),
    empresa.envioBoletas === 'resumen' ? undefined : eq(c.contingencia, true),
    notExists(enResumenVigente(tx)),
  );
}

/**
 * Stores the resúmenes of a date's pending boletas (none when there are none) and queues them; answers
 * their ids. The command and the automatic daily run share it.
 */
export async function resumirBoletasDelDia(
  deps: Dependencias,
  empresa: Empresa,
  fecha: string,
  usuarioId: string | null,
): Promise<string[]> {
  const firma = await credencialDeFirma(deps, empresa.id);
  const { comprobantes: c, empresas } = schema;
  const ids = await deps.db.transaction(async (tx) => {
    // The company row locked first: a concurrent call waits and then finds these boletas informed.
    await tx.select({ id: empresas.id }).from(empresas).where(eq(empresas.id, empresa.id)).for('update');
    const pendientes = await tx
      .select({ id: c.id, documento: c.documento })
      .from(c)
      .where(boletasPorInformar(tx, empresa, fecha))
      // Boletas before the notes that may modify them.
      .orderBy(asc(c.tipo), asc(c.serie), asc(c.numero));
    const creados: string[] = [];
    for (const parte of partirEnResumenes(pendientes)) {
      const r = await registrarResumen(
        tx,
        { empresa, firma, fechaReferencia: fecha, usuarioId },
        {
          tipo: 'RC',
          documentos: parte.map((p) => ({
            comprobanteId: p.id,
            documento: documentoResumenDe(p.documento as unknown as ComprobanteCalculado, '1'),
          })),
        },
      );
      creados.push(r.id);
    }
    return creados;
  });
  for (const id of ids) await encolarResumen(deps, empresa, id);
  return ids;
}
