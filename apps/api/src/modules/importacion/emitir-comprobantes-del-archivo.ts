import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { DatosTrabajo } from '../../jobs/cola.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../shared/fecha-lima.ts';
import { accesoEnEmpresa } from '../auth/acceso-en-empresa.ts';
import { permisosDeAcceso } from '../auth/autorizacion.ts';
import { type SesionActiva, sesionEnMemoria } from '../auth/sesion-activa.ts';
import { emitirComprobante } from '../facturacion/commands/emitir-comprobante.ts';
import { credencialDeFirma } from '../facturacion/credenciales-envio.ts';
import { emisorDe } from '../facturacion/emisor.ts';
import { exigirEmpresa } from '../workspace/alcance.ts';
import { type Actualizar, ArchivoInvalido, leerFilas, type Trabajo } from './archivo-importacion.ts';
import { type DocumentoImportado, documentosImportados } from './documentos-importados.ts';
import {
  type EmisionPrevia,
  emisionesPrevias,
  registrarEmision,
  yaEmitidaPorOtro,
} from './emisiones-de-importacion.ts';
import {
  type DocumentoDelArchivo,
  PLANTILLA_COMPROBANTES,
  revisarComprobantes,
} from './importadores/comprobantes.ts';

/** The invoicing screen's permission, which emitting needs besides the import's. */
export const PERMISO_EMISION = 'FAC001001';

/** One job emits up to this many documents, so a file runs in minutes, not hours. */
export const MAX_DOCUMENTOS = 5000;

/** How often the job row takes the report so far while documents are emitted. */
const INTERVALO_AVANCE_MS = 500;

/**
 * Emission acts for the user who uploaded the file, in the company and local of their session then.
 * There is no live session behind a job: its id stands in the session's place, and the user's role and
 * grants are read again now, so a permission or company withdrawn since the upload stops the job.
 */
async function sesionDelTrabajo(deps: Dependencias, trabajo: Trabajo, localId: string | null) {
  const [u] = trabajo.usuarioId
    ? await deps.db.select().from(schema.usuarios).where(eq(schema.usuarios.id, trabajo.usuarioId))
    : [];
  if (!u || u.deletedAt) throw prohibido();
  // The grant in the job's company decides, as it would for the user's own request.
  const acceso = await accesoEnEmpresa(deps.db, u, trabajo.empresaId);
  if (!(await permisosDeAcceso(deps.db, acceso)).has(PERMISO_EMISION)) throw prohibido();
  const sesion = sesionEnMemoria(u, acceso, {
    id: trabajo.id,
    moduloId: null,
    empresaId: trabajo.empresaId,
    localId,
  });
  const { empresa } = await exigirEmpresa(deps.db, sesion, trabajo.empresaId ?? '');
  const [local] = localId
    ? await deps.db
        .select()
        .from(schema.locales)
        .where(
          and(
            eq(schema.locales.id, localId),
            eq(schema.locales.empresaId, empresa.id),
            isNull(schema.locales.deletedAt),
          ),
        )
    : [];
  if (!local?.activo) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  // What every document needs: checked once so a missing address or certificate fails the file, not each row.
  await emisorDe(deps, empresa, local);
  await credencialDeFirma(deps, empresa.id);
  return { sesion, local };
}

function motivoDeFallo(e: unknown): string {
  if (e instanceof GraphQLError) return e.message;
  console.error('Emisión masiva: comprobante no emitido', e);
  return 'No se pudo emitir el comprobante por un error interno; vuelva a importarlo';
}

/**
 * createOperacionesMasivos: validates every row of the file (revisarComprobantes); with a wrong row and
 * without 'solo las filas válidas' nothing is emitted. Otherwise each valid document is emitted in file
 * order through emitirComprobante — numbered in its own transaction, so a failure leaves the documents
 * already emitted as they are — and queued to SUNAT unless `soloRegistro` (left 'pendiente'). The job
 * row keeps the report as it goes (every half second); a job resumed after a crash skips the documents
 * it holds and, since the progress saved may be older than the crash, those importacion_emisiones
 * holds: each row's document is recorded there in its emission's transaction, so no row is emitted twice.
 */
export async function emitirComprobantesDelArchivo(
  deps: Dependencias,
  trabajo: Trabajo,
  datos: DatosTrabajo['importacion'],
  actualizar: Actualizar,
): Promise<void> {
  const filas = await leerFilas(datos.archivo, PLANTILLA_COMPROBANTES.columnas);
  await actualizar({ totalFilas: filas.length });
  const { sesion, local } = await sesionDelTrabajo(deps, trabajo, datos.localId);
  const revision = await revisarComprobantes(deps.db, { empresaId: local.empresaId, local }, filas, {
    hoy: hoyEnLima(),
    hora: horaEnLima(),
  });
  const { documentos, errores } = revision;
  if (documentos.length > MAX_DOCUMENTOS)
    throw new ArchivoInvalido(
      `El archivo tiene ${documentos.length} comprobantes; emita hasta ${MAX_DOCUMENTOS} a la vez`,
    );
  if (errores.length > 0 && !trabajo.soloValidas) {
    await actualizar({ filas: filas.length, errores, estado: 'terminada', terminadaAt: new Date() });
    return;
  }

  const informe = documentosImportados(trabajo.errores);
  const hechos = new Set(informe.map((d) => d.documento));
  const emitidos = new Set(informe.filter((d) => d.comprobante).map((d) => d.documento));
  const filasDe = (lista: DocumentoDelArchivo[]) => lista.reduce((n, d) => n + d.filas.length, 0);
  const pendientes = documentos.filter((d) => !hechos.has(d.clave));
  const previas = await emisionesPrevias(deps.db, trabajo.id);
  let procesadas = filas.length - filasDe(pendientes);
  let validas = filasDe(documentos.filter((d) => emitidos.has(d.clave)));
  const avance = () => ({ filas: procesadas, filasValidas: validas, errores: [...errores, ...informe] });
  let escrito = Date.now();
  try {
    for (const d of pendientes) {
      const soloRegistro = datos.soloRegistro === true;
      const previa = previas.get(d.filas[0] ?? 0);
      const hecho = previa
        ? documentoEmitido(d, previa, soloRegistro)
        : await emitirDocumento(deps, trabajo.id, sesion, d, soloRegistro);
      informe.push(hecho);
      procesadas += d.filas.length;
      if (hecho.comprobante) validas += d.filas.length;
      if (Date.now() - escrito >= INTERVALO_AVANCE_MS) {
        await actualizar(avance());
        escrito = Date.now();
      }
      // PGlite answers in-process without a trip through the event loop: let the progress polls in.
      await new Promise((listo) => setImmediate(listo));
    }
  } catch (e) {
    console.error('Emisión masiva interrumpida:', e);
    const error = `La emisión se interrumpió: ${informe.filter((d) => d.comprobante).length} comprobantes emitidos figuran en la lista; importe de nuevo solo los que faltan`;
    await actualizar({ ...avance(), estado: 'fallida', error, terminadaAt: new Date() });
    return;
  }
  await actualizar({ ...avance(), filas: filas.length, estado: 'terminada', terminadaAt: new Date() });
}

/** The report's line of a document of the file that this import emitted. */
const documentoEmitido = (
  d: DocumentoDelArchivo,
  emision: EmisionPrevia,
  soloRegistro: boolean,
): DocumentoImportado => ({
  fila: d.filas[0] ?? 0,
  documento: d.clave,
  ...emision,
  mensaje: soloRegistro ? 'Registrado sin enviar a SUNAT' : 'Emitido y encolado para SUNAT',
});

/** Emits one document of the file, recording it under the import's row: its series-number, or why not. */
async function emitirDocumento(
  deps: Dependencias,
  importacionId: string,
  sesion: SesionActiva,
  d: DocumentoDelArchivo,
  soloRegistro: boolean,
): Promise<DocumentoImportado> {
  const fila = d.filas[0] ?? 0;
  try {
    const c = await emitirComprobante(deps, sesion, d.input, {
      enviar: !soloRegistro,
      enLaTransaccion: registrarEmision(importacionId, fila),
    });
    return documentoEmitido(d, { comprobanteId: c.id, comprobante: `${c.serie}-${c.numero}` }, soloRegistro);
  } catch (e) {
    const otra = yaEmitidaPorOtro(e)
      ? (await emisionesPrevias(deps.db, importacionId, fila)).get(fila)
      : undefined;
    if (otra) return documentoEmitido(d, otra, soloRegistro);
    return { fila, documento: d.clave, comprobante: null, comprobanteId: null, mensaje: motivoDeFallo(e) };
  }
}
