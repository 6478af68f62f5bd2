import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { emisorDePrueba, validarConSunat } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/** Operations and waits the sending-lifecycle tests share. */

export const EMITIR = /* GraphQL */ `
  mutation($input: EmitirComprobanteInput!) {
    emitirComprobante(input: $input) { id tipo serie numero estado ultimo_error }
  }`;
export const COMPROBANTE = /* GraphQL */ `
  query($id: String!) {
    comprobante(id: $id) {
      id serie numero estado codigo_sunat descripcion_sunat intentos ultimo_error motivo_baja contingencia
    }
  }`;
export const ANULAR = /* GraphQL */ `
  mutation($id: String!, $motivo: String!) { anularComprobante(id: $id, motivo: $motivo) { id estado motivo_baja } }`;
const CAMPOS_RESUMEN = /* GraphQL */ `
  id tipo identificador fecha_generacion fecha_referencia estado ticket codigo_sunat descripcion_sunat
  intentos ultimo_error tiene_cdr documentos { comprobante_id serie numero condicion motivo estado }`;
export const RESUMENES = /* GraphQL */ `
  query($tipo: String) { resumenes(tipo: $tipo, limite: 100) { total filas { ${CAMPOS_RESUMEN} } } }`;
export const GENERAR = /* GraphQL */ `
  mutation($fecha: String!) { generarResumenDiario(fecha: $fecha) { ${CAMPOS_RESUMEN} } }`;
export const XML_RESUMEN = 'query($id: String!) { xmlResumen(id: $id) { nombre mime base64 } }';
export const CDR_RESUMEN = 'query($id: String!) { cdrResumen(id: $id) { nombre mime base64 } }';
export const CONFIGURAR = /* GraphQL */ `
  mutation($input: ConfiguracionEnvioInput!) {
    configurarEnvioSunat(input: $input) { soap_envio url_ose envio_boletas envio_pausado comprobantes_pendientes }
  }`;

export const FACTURA = {
  tipo: '01',
  cliente: {
    tipo_documento: '6',
    numero: '20100070970',
    nombre: 'DISTRIBUIDORA NORTE S.A.',
    direccion: 'JR. LAMPA 456',
  },
  lineas: [{ descripcion: 'Laptop', cantidad: '1', valor_unitario: '100', afectacion: '10' }],
  forma_pago: { tipo: 'contado' },
};
export const BOLETA = {
  tipo: '03',
  cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
  lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '3', precio_unitario: '15.50', afectacion: '10' }],
};

export type Estado = {
  id: string;
  serie: string;
  numero: number;
  estado: string;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  intentos: number;
  ultimo_error: string | null;
  motivo_baja: string | null;
  contingencia: boolean;
};

export type Resumen = {
  id: string;
  tipo: string;
  identificador: string;
  fecha_generacion: string;
  fecha_referencia: string;
  estado: string;
  ticket: string | null;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  intentos: number;
  ultimo_error: string | null;
  tiene_cdr: boolean;
  documentos: {
    comprobante_id: string;
    serie: string;
    numero: number;
    condicion: string | null;
    motivo: string | null;
    estado: string;
  }[];
};

const FINALES = ['aceptado', 'observado', 'rechazado', 'anulado'];
const pausa = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

export function operaciones(t: AppDePrueba, token: string) {
  async function emitir(input: object): Promise<Estado> {
    const r = await t.gql<{ emitirComprobante: Estado }>(EMITIR, { input }, { token });
    if (!r.data?.emitirComprobante) throw new Error(JSON.stringify(r.errors));
    return r.data.emitirComprobante;
  }

  async function comprobante(id: string): Promise<Estado> {
    const r = await t.gql<{ comprobante: Estado }>(COMPROBANTE, { id }, { token });
    if (!r.data?.comprobante) throw new Error(JSON.stringify(r.errors));
    return r.data.comprobante;
  }

  /** Polls a document until `listo` (by default: SUNAT's final answer). */
  async function esperar(
    id: string,
    listo: (c: Estado) => boolean = (c) => FINALES.includes(c.estado),
    limiteMs = 60_000,
  ): Promise<Estado> {
    const hasta = Date.now() + limiteMs;
    for (;;) {
      const c = await comprobante(id);
      if (listo(c) || Date.now() > hasta) return c;
      await pausa(200);
    }
  }

  async function resumenes(tipo?: string): Promise<Resumen[]> {
    const r = await t.gql<{ resumenes: { filas: Resumen[] } }>(RESUMENES, { tipo }, { token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.resumenes.filas;
  }

  /**
   * Polls a summary until SUNAT's final answer; answers it with every state seen on the way (the
   * 'enviado' with its ticket while getStatus says 98).
   */
  async function esperarResumen(
    id: string,
    limiteMs = 90_000,
  ): Promise<{ final: Resumen; vistos: Resumen[] }> {
    const hasta = Date.now() + limiteMs;
    const vistos: Resumen[] = [];
    for (;;) {
      const r = (await resumenes()).find((x) => x.id === id);
      if (!r) throw new Error(`No existe el resumen ${id}`);
      vistos.push(r);
      if (FINALES.includes(r.estado) || Date.now() > hasta) return { final: r, vistos };
      await pausa(150);
    }
  }

  async function anular(id: string, motivo = 'Error en los datos del cliente') {
    return t.gql<{ anularComprobante: Estado }>(ANULAR, { id, motivo }, { token });
  }

  async function configurar(input: { soap_envio?: string; url_ose?: string | null; envio_boletas?: string }) {
    return t.gql<{ configurarEnvioSunat: Record<string, unknown> }>(
      CONFIGURAR,
      { input: { soap_envio: 'simulador', envio_boletas: 'individual', ...input } },
      { token },
    );
  }

  return { emitir, comprobante, esperar, resumenes, esperarResumen, anular, configurar };
}

/** Writes an XML and judges it with SUNAT's validator under the name it is sent with: no error, no observation. */
export function validarXml(xml: string | Buffer, nombre: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'kipu-envio-'));
  try {
    const ruta = join(dir, nombre);
    writeFileSync(ruta, xml);
    const { salida, estado } = validarConSunat(ruta, nombre);
    expect(salida.trim().split('\n').at(-1), salida).toMatch(/^OK: schema, sunat-rules, signature/);
    expect(estado, salida).toBe(0);
    expect(
      [...salida.matchAll(/OBSERVATION (\d+)/g)].map((m) => m[1]),
      salida,
    ).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A stored summary's XML, downloaded through the API, judged by SUNAT's validator. */
export async function validarResumenGuardado(t: AppDePrueba, token: string, id: string) {
  const r = await t.gql<{ xmlResumen: { nombre: string; base64: string } }>(XML_RESUMEN, { id }, { token });
  const archivo = r.data?.xmlResumen;
  if (!archivo) throw new Error(JSON.stringify(r.errors));
  validarXml(Buffer.from(archivo.base64, 'base64'), archivo.nombre);
}

/** A test app with Ana's company ready to emit (certificate, SOL user, series) and her operations. */
export async function appConEmisor() {
  const t = await crearAppDePrueba();
  const ana = await emisorDePrueba(t, 'ana@andina.pe');
  return { t, ana, op: operaciones(t, ana.token) };
}

/** Another company's user, to check that nothing of Ana's is within reach. */
export const otraEmpresa = (t: AppDePrueba): Promise<UsuarioConEmpresa> =>
  usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
