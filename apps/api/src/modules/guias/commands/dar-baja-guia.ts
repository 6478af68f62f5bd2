import { schema } from '@kipu/db';
import { validarTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { COLUMNAS_GUIA, type GuiaVista, vistaGuia } from '../guia-vista.ts';

const g = schema.guias;
const c = schema.comprobantes;

/** Where SUNAT takes a GRE's baja: its GRE API receives guides, never their bajas. */
export const BAJA_EN_SOL =
  'SUNAT Operaciones en Línea › Comprobantes de pago › Guía de Remisión Electrónica › Baja de GRE';

/** The live sale of the company citing the guide (issued from it, or naming it), as SERIE-NÚMERO. */
async function ventaQueLaCita(deps: Dependencias, guia: typeof g.$inferSelect): Promise<string | null> {
  const cita = JSON.stringify([{ numero: `${guia.serie}-${guia.numero}` }]);
  const [venta] = await deps.db
    .select({ serie: c.serie, numero: c.numero })
    .from(c)
    .where(
      and(
        eq(c.empresaId, guia.empresaId),
        inArray(c.tipo, ['01', '03']),
        notInArray(c.estado, ['anulado', 'rechazado']),
        sql`(${c.id} = ${guia.comprobanteId ?? null} or ${c.documento}->'guias' @> ${cita}::jsonb)`,
      ),
    )
    .limit(1);
  return venta ? `${venta.serie}-${venta.numero}` : null;
}

/**
 * The baja of an accepted guide, under SUNAT's rules for the GRE: only a guide SUNAT accepted (a
 * rejected one never had effect), only before its transfer starts, and not while a live sale cites it
 * (its goods would leave the kardex with neither). The guide becomes 'anulado' with the reason and the
 * date, and its kardex movements stop counting. SUNAT's GRE API has no baja: the issuer registers it
 * in SOL too (BAJA_EN_SOL), which the list reminds.
 */
export async function darBajaGuia(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  motivo: string,
): Promise<GuiaVista> {
  const guia = await exigirDeEmpresa(deps, sesion, g, id);
  const nombre = `${guia.serie}-${guia.numero}`;
  const texto = motivo.trim();
  const error = validarTexto(texto, { campo: 'el motivo de la baja', maximo: 250 });
  if (error) throw entradaInvalida(error);
  if (!texto) throw entradaInvalida('Ingrese el motivo de la baja');
  if (guia.estado === 'anulado') throw entradaInvalida(`La guía ${nombre} ya está dada de baja`);
  if (guia.estado === 'rechazado')
    throw entradaInvalida(`SUNAT rechazó la guía ${nombre}: no tiene efecto y no necesita baja`);
  if (guia.estado !== 'aceptado' && guia.estado !== 'observado')
    throw entradaInvalida(
      `La guía ${nombre} aún no tiene la respuesta de SUNAT: espere a que sea aceptada para darla de baja`,
    );
  const hoy = hoyEnLima();
  if (guia.fechaInicioTraslado < hoy)
    throw entradaInvalida(
      `No se puede dar de baja la guía ${nombre}: su traslado se inició el ${guia.fechaInicioTraslado}`,
    );
  const venta = await ventaQueLaCita(deps, guia);
  if (venta)
    throw entradaInvalida(
      `La guía ${nombre} está relacionada con el comprobante ${venta}: anule primero el comprobante`,
    );
  // Conditional on the state read: a baja racing another (or a late CDR) changes nothing twice.
  const [fila] = await deps.db
    .update(g)
    .set({ estado: 'anulado', bajaMotivo: texto, bajaFecha: hoy, updatedAt: new Date() })
    .where(and(eq(g.id, guia.id), eq(g.estado, guia.estado)))
    .returning(COLUMNAS_GUIA);
  if (!fila) throw entradaInvalida(`La guía ${nombre} cambió de estado: vuelva a intentarlo`);
  return vistaGuia(fila);
}
