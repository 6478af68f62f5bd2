import { schema } from '@kipu/db';
import { ErroresGuia, type LimiteTexto } from '@kipu/peru/gre/errores-guia';
import { codigoDeTransporte } from '@kipu/peru/gre/validar-transporte';
import { eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { esUuid, recortar } from '../../shared/tablas-de-empresa.ts';

/**
 * The GRE's own text rules (single line, XML-safe, SUNAT's lengths) applied when a master is saved, so
 * a guide that names it later cannot be rejected for it. Answers the trimmed text, or throws the
 * Spanish message of the problem; `faltante` is the message when a required text is empty.
 */
export function textoGre(
  valor: string | null | undefined,
  nombre: string,
  limite: LimiteTexto,
  faltante?: string,
): string {
  if (faltante && !recortar(valor)) throw entradaInvalida(faltante);
  const e = new ErroresGuia();
  e.texto('texto', valor ?? undefined, nombre, limite);
  const [error] = e.lista;
  if (error) throw entradaInvalida(error.mensaje);
  return recortar(valor);
}

/** An optional text, XML-safe and within `maximo`; null when empty. */
export const textoOpcional = (valor: string | null | undefined, nombre: string, maximo: number) =>
  textoGre(valor, nombre, { maximo }) || null;

/** A plate, TUC or licence as typed, in SUNAT's form (codigoDeTransporte); '' when empty. */
export const codigoSunat = (valor: string | null | undefined) => codigoDeTransporte(recortar(valor));

/** `formato` must hold for the value, or `mensaje` is the answer. */
export function exigirFormato(valor: string, formato: RegExp, mensaje: string): string {
  if (!formato.test(valor)) throw entradaInvalida(mensaje);
  return valor;
}

/**
 * The carrier a vehicle or driver belongs to: none, or a live carrier of the company (another
 * company's id is FORBIDDEN, as everywhere).
 */
export async function transportistaDeEmpresa(
  deps: Dependencias,
  empresaId: string,
  id: string | null | undefined,
): Promise<string | null> {
  const transportistaId = recortar(id);
  if (!transportistaId) return null;
  if (!esUuid(transportistaId)) throw prohibido();
  const [t] = await deps.db
    .select()
    .from(schema.transportistas)
    .where(eq(schema.transportistas.id, transportistaId));
  if (!t || t.empresaId !== empresaId) throw prohibido();
  if (t.deletedAt) throw entradaInvalida(`El transportista ${t.razonSocial} está eliminado`);
  return t.id;
}

/** What a vehicle or driver shows of its carrier. */
export type DelTransportista = { transportista_id: string | null; transportista_razon_social: string | null };

/** Rows as `mapear` shows them, each with its carrier's id and name (one look-up for the whole page). */
export async function vistasConTransportista<F extends { transportistaId: string | null }, V>(
  deps: Dependencias,
  filas: F[],
  mapear: (fila: F) => V,
): Promise<(V & DelTransportista)[]> {
  const ids = [...new Set(filas.flatMap((f) => (f.transportistaId ? [f.transportistaId] : [])))];
  const { transportistas } = schema;
  const nombres = new Map(
    ids.length
      ? (await deps.db.select().from(transportistas).where(inArray(transportistas.id, ids))).map((t) => [
          t.id,
          t.razonSocial,
        ])
      : [],
  );
  return filas.map((f) => ({
    ...mapear(f),
    transportista_id: f.transportistaId,
    transportista_razon_social: (f.transportistaId && nombres.get(f.transportistaId)) || null,
  }));
}
