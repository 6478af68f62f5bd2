import { schema } from '@kipu/db';
import type { ResultadoCdr } from '@kipu/peru/sunat/cdr';
import { type ClienteBillService, ErrorSunat } from '@kipu/peru/sunat/cliente-bill-service';
import { nombreComprobante, type TipoEnvioIndividual } from '@kipu/peru/sunat/nombres';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { mensajeDe } from '../../../shared/errores.ts';
import {
  CREDENCIALES_DE_EMPRESA,
  clienteParaEnviar,
  EMPRESA_DE_ENVIO,
  type EmpresaDeEnvio,
  mensajeDeCredenciales,
} from '../cliente-de-envio.ts';
import { cambioDeEntorno } from '../modo-pruebas.ts';
import { guardarRespuestasCdr } from '../respuestas-cdr.ts';

/** States a send may still change; a CDR's answer (or a voiding) is final. */
const POR_ENVIAR: readonly string[] = ['pendiente', 'enviado'];

/**
 * The `envio_sunat` job: sends documents by sendBill and keeps SUNAT's answer (ARCHITECTURE §4.4).
 * - a CDR: its state (aceptado, observado, rechazado), code, description, notes and zip;
 * - a transient fault: the error is noted and rethrown, so pg-boss retries with backoff;
 * - 1033/0402 (already registered, e.g. a retry after a lost answer): the CDR is recovered with
 *   getStatusCdr;
 * - wrong SOL credentials: the document stays 'pendiente' with what to fix and where, to be resent
 *   once the company fixes them (reenviarComprobante);
 * - any other fault: SUNAT will refuse this signed XML whatever the retries: 'rechazado' with the fault.
 * While the company's sending is paused nothing is sent: the document waits, 'pendiente', until resumed.
 * A document already sent to a test environment never goes to a real one (nor the other way round)
 * after the company changes its destination: it waits with the reason.
 * Boletas of companies that inform them by resumen diario are never queued here (politica-envio.ts).
 *
 * A fetched batch is read in one query and its attempts noted in one UPDATE per destination before
 * any is sent; the documents then go to SUNAT together and their CDRs are stored in one UPDATE once
 * all have answered (other answers are noted per document). Answers each document's outcome in order
 * (a rejected one is retried alone by the queue).
 */
export async function enviarComprobantes(
  deps: Dependencias,
  ids: string[],
): Promise<PromiseSettledResult<void>[]> {
  const { comprobantes, empresas } = schema;
  const filas = await deps.db
    .select({
      id: comprobantes.id,
      tipo: comprobantes.tipo,
      serie: comprobantes.serie,
      numero: comprobantes.numero,
      estado: comprobantes.estado,
      zipBase64: comprobantes.zipBase64,
      entornoEnvio: comprobantes.entornoEnvio,
      empresa: EMPRESA_DE_ENVIO,
    })
    .from(comprobantes)
    .innerJoin(empresas, eq(empresas.id, comprobantes.empresaId))
    .leftJoin(schema.empresaCredenciales, CREDENCIALES_DE_EMPRESA)
    .where(inArray(comprobantes.id, ids));
  const porId = new Map(filas.map((f) => [f.id, f]));
  const envios = await Promise.allSettled(ids.map((id) => prepararEnvio(deps, porId.get(id))));
  const listos = envios.flatMap((e) => (e.status === 'fulfilled' && e.value ? [e.value] : []));
  // The attempt is on record before anything leaves: a crash mid-send still counts it.
  const porEntorno = new Map<string, string[]>();
  for (const { fila } of listos) {
    const delEntorno = porEntorno.get(fila.empresa.soapEnvio);
    if (delEntorno) delEntorno.push(fila.id);
    else porEntorno.set(fila.empresa.soapEnvio, [fila.id]);
  }
  for (const [entorno, grupo] of porEntorno)
    await deps.db
      .update(comprobantes)
      .set({
        intentos: sql`${comprobantes.intentos} + 1`,
        enviadoAt: new Date(),
        // Where it went: a document registered in a test environment keeps printing as such.
        entornoEnvio: entorno,
      })
      .where(inArray(comprobantes.id, grupo));
  // SUNAT's answers are kept as they arrive and stored together once the batch is answered.
  const respuestas = new Map<string, ResultadoCdr>();
  const resultados = await Promise.allSettled(
    envios.map(async (e) => {
      if (e.status === 'rejected') throw e.reason;
      const envio = e.value;
      if (envio) await enviarUno(deps, envio, (r) => respuestas.set(envio.fila.id, r));
    }),
  );
  try {
    await guardarRespuestasCdr(deps, respuestas);
  } catch (error) {
    // Not stored: those documents are retried (a resend finds them registered and asks for the CDR).
    return resultados.map((r, i) =>
      respuestas.has(ids[i] ?? '') ? { status: 'rejected', reason: error } : r,
    );
  }
  return resultados;
}

type FilaEnvio = {
  id: string;
  tipo: string;
  serie: string;
  numero: number;
  estado: string;
  zipBase64: string;
  entornoEnvio: string | null;
  empresa: EmpresaDeEnvio;
};
type Envio = { fila: FilaEnvio; cliente: ClienteBillService };

const anotar = (deps: Dependencias, id: string, valores: Partial<typeof schema.comprobantes.$inferInsert>) =>
  deps.db.update(schema.comprobantes).set(valores).where(eq(schema.comprobantes.id, id));

/** The client a document goes with; none when it is not to be sent now (the reason noted on its row). */
async function prepararEnvio(deps: Dependencias, fila: FilaEnvio | undefined): Promise<Envio | undefined> {
  // A retry after the answer was stored (a crash between both) does not send twice.
  if (!fila || !POR_ENVIAR.includes(fila.estado)) return undefined;
  const otroEntorno = cambioDeEntorno(fila.entornoEnvio, fila.empresa.soapEnvio);
  if (otroEntorno) return void (await anotar(deps, fila.id, { ultimoError: otroEntorno }));
  const cliente = await clienteParaEnviar(deps, fila.empresa);
  if (typeof cliente === 'string') return void (await anotar(deps, fila.id, { ultimoError: cliente }));
  return { fila, cliente };
}

/**
 * Sends one document whose attempt is on record and hands SUNAT's CDR to `guardarCdr`; notes any other
 * answer on its row, and throws when it is to be retried.
 */
async function enviarUno(
  deps: Dependencias,
  { fila, cliente }: Envio,
  guardarCdr: (r: ResultadoCdr) => void,
): Promise<void> {
  const tipo = fila.tipo as TipoEnvioIndividual;
  const nombre = `${nombreComprobante(fila.empresa.ruc, tipo, fila.serie, fila.numero)}.zip`;
  try {
    guardarCdr(await cliente.enviarFactura(nombre, Buffer.from(fila.zipBase64, 'base64')));
  } catch (e) {
    if (!(e instanceof ErrorSunat)) {
      await anotar(deps, fila.id, { ultimoError: mensajeDe(e) });
      throw e;
    }
    if (e.tipo === 'ya-registrado') {
      const consulta = await cliente.consultarCdr(fila.empresa.ruc, tipo, fila.serie, fila.numero);
      if (consulta.estado !== 'sin-cdr') return guardarCdr(consulta);
      // Registered but without a CDR yet: SUNAT is still processing it; ask again later.
      await anotar(deps, fila.id, {
        estado: 'enviado',
        ultimoError: `SUNAT ${consulta.codigo}: ${consulta.descripcion}`,
      });
      throw new Error(`CDR aún no disponible (${consulta.codigo})`);
    }
    if (e.tipo === 'transitorio') {
      await anotar(deps, fila.id, { ultimoError: e.message });
      throw e;
    }
    if (e.tipo === 'credenciales')
      return void (await anotar(deps, fila.id, { ultimoError: mensajeDeCredenciales(e, fila.empresa) }));
    await anotar(deps, fila.id, {
      estado: 'rechazado',
      codigoSunat: e.codigo,
      descripcionSunat: e.message,
      respuestaAt: new Date(),
      ultimoError: e.message,
    });
  }
}
