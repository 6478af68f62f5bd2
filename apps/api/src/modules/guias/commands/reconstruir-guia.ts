import { schema } from '@kipu/db';
import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { GuiaVista } from '../guia-vista.ts';
import { registrarGuia } from '../registrar-guia.ts';
import { exigirGuiaValida } from './emitir-guia.ts';

const g = schema.guias;

/**
 * Issues again a guide SUNAT rejected. SUNAT keeps its first answer for each number: a rejected number
 * sent again is answered 1032 ("ya esta informado y se encuentra con estado anulado o rechazado"), so
 * re-signing the same number would never be accepted. The guide is therefore issued anew from what the
 * rejected one stored (`entrada`, its dates included) with the series' next number, signed with the
 * company's current certificate, and queued; the rejected guide stays as SUNAT answered it and points
 * at its replacement, which it can have only once.
 */
export async function reconstruirGuia(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<GuiaVista> {
  const vieja = await exigirDeEmpresa(deps, sesion, g, id);
  const nombre = `${vieja.serie}-${vieja.numero}`;
  if (vieja.estado !== 'rechazado')
    throw entradaInvalida(
      `Solo se reconstruye una guía rechazada por SUNAT: la ${nombre} está ${vieja.estado}`,
    );
  const yaReconstruida = () => entradaInvalida(`La guía ${nombre} ya fue reconstruida con otro número`);
  if (vieja.reemplazadaPorId) throw yaReconstruida();
  const [[serie], [empresa]] = await Promise.all([
    deps.db.select().from(schema.series).where(eq(schema.series.id, vieja.serieId)),
    deps.db
      .select({ id: schema.empresas.id, ruc: schema.empresas.ruc, razonSocial: schema.empresas.razonSocial })
      .from(schema.empresas)
      .where(eq(schema.empresas.id, vieja.empresaId)),
  ]);
  if (!serie || !empresa) throw new Error('La guía no tiene su serie o su empresa');
  const entrada = vieja.entrada as unknown as EntradaGuia;
  const armar = (numero: number): EntradaGuia => ({ ...entrada, numero });
  exigirGuiaValida(armar(serie.ultimo + 1), hoyEnLima(), empresa);
  const origen = {
    empresa,
    localId: vieja.localId,
    serie,
    usuarioId: sesion.usuario.id,
    comprobanteId: vieja.comprobanteId,
  };
  return registrarGuia(deps, origen, armar, async (tx, nueva) => {
    // Two rebuilds at once: the second finds the link taken and rolls back, giving its number back.
    const marcada = await tx
      .update(g)
      .set({ reemplazadaPorId: nueva.id })
      .where(and(eq(g.id, vieja.id), isNull(g.reemplazadaPorId)))
      .returning({ id: g.id });
    if (!marcada.length) throw yaReconstruida();
  });
}
