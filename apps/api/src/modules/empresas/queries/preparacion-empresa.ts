import { schema } from '@kipu/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { envioBloqueado, esModoPruebas } from '../../facturacion/modo-pruebas.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';

/** One thing a company needs before it can emit, post or pay, and whether it has it. */
export type PasoPreparacion = {
  clave:
    | 'datos_fiscales'
    | 'local_series'
    | 'envio'
    | 'certificado'
    | 'clave_sol'
    | 'plan_contable'
    | 'caja_banco';
  titulo: string;
  /** What it is for: emitir, contabilizar or pagar. */
  para: 'emitir' | 'contabilizar' | 'pagar';
  listo: boolean;
  /** What is there, or what is missing and where to fix it. */
  detalle: string;
};

export type PreparacionEmpresa = {
  empresa_id: string;
  modo_pruebas: boolean;
  puede_emitir: boolean;
  pasos: PasoPreparacion[];
};

/** What the checklist reads of a company: plain facts, so the rules below stay testable. */
export type HechosEmpresa = {
  direccion: string | null;
  ubigeo: string | null;
  soapEnvio: string;
  modoPruebasDesde: Date | null;
  urlOse: string | null;
  ruc: string;
  localesConSeries: number;
  certificadoRuc: string | null;
  certificadoVence: Date | null;
  tieneClaveSol: boolean;
  cuentasPlan: number;
  cuentasFinancieras: number;
};

const DONDE_EMPRESA = 'Datos generales › Empresas';

/** The checklist of a company from its facts (`produccion`: the server runs with NODE_ENV=production). */
export function pasosDePreparacion(
  h: HechosEmpresa,
  produccion: boolean,
  ahora = new Date(),
): PasoPreparacion[] {
  const pruebas = esModoPruebas(h.soapEnvio);
  const bloqueo = envioBloqueado(h, produccion);
  const certificadoVigente =
    h.certificadoRuc === h.ruc && h.certificadoVence !== null && h.certificadoVence > ahora;
  const pasos: PasoPreparacion[] = [
    {
      clave: 'datos_fiscales',
      titulo: 'Dirección fiscal y ubigeo',
      para: 'emitir',
      listo: Boolean(h.direccion?.trim()) && /^\d{6}$/.test(h.ubigeo ?? ''),
      detalle: 'Van en cada comprobante electrónico: regístrelos al editar la empresa',
    },
    {
      clave: 'local_series',
      titulo: 'Un local con series de factura y boleta',
      para: 'emitir',
      listo: h.localesConSeries > 0,
      detalle: `Cree un local en ${DONDE_EMPRESA} › Locales: se le asignan sus series iniciales`,
    },
    {
      clave: 'envio',
      titulo: 'Destino de envío a SUNAT',
      para: 'emitir',
      listo: !bloqueo && (h.soapEnvio !== 'ose' || Boolean(h.urlOse)),
      detalle:
        bloqueo ??
        (pruebas
          ? 'Modo pruebas: los comprobantes van al entorno de pruebas y no tienen valor tributario. Cámbielo en Facturación › Resúmenes y bajas › Configurar envío'
          : 'Los comprobantes se envían a SUNAT y tienen valor tributario'),
    },
    {
      clave: 'certificado',
      titulo: 'Certificado digital vigente de la empresa',
      para: 'emitir',
      listo: certificadoVigente,
      detalle: certificadoVigente
        ? `Vence el ${h.certificadoVence?.toISOString().slice(0, 10)}`
        : `Suba el .pfx de la empresa en ${DONDE_EMPRESA} › Credenciales SUNAT${pruebas ? ' o use un certificado de pruebas' : ''}`,
    },
    {
      clave: 'clave_sol',
      titulo: 'Usuario y clave SOL',
      para: 'emitir',
      // In a test environment SUNAT's public test user stands in for the company's own.
      listo: pruebas || h.tieneClaveSol,
      detalle: pruebas
        ? 'En modo pruebas se usa el usuario de pruebas de SUNAT (MODDATOS)'
        : `Registre un usuario secundario SOL en ${DONDE_EMPRESA} › Credenciales SUNAT`,
    },
    {
      clave: 'plan_contable',
      titulo: 'Plan contable (PCGE)',
      para: 'contabilizar',
      listo: h.cuentasPlan > 0,
      detalle: `${h.cuentasPlan} cuentas del PCGE para registrar los asientos`,
    },
    {
      clave: 'caja_banco',
      titulo: 'Una cuenta de caja o banco',
      para: 'pagar',
      listo: h.cuentasFinancieras > 0,
      detalle:
        'Registre la caja o la cuenta bancaria con que cobra y paga en Contabilidad › Cuentas financieras',
    },
  ];
  return pasos;
}

/** preparacionEmpresa: what the company still needs to emit, post and pay (the first-run checklist). */
export async function preparacionEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<PreparacionEmpresa> {
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  const { locales, series, empresaCredenciales, pcgeCuentas, cuentasFinancieras } = schema;
  const [conSeries, credenciales, plan, financieras] = await Promise.all([
    deps.db
      .selectDistinct({ local: series.localId })
      .from(series)
      .innerJoin(locales, eq(locales.id, series.localId))
      .where(and(eq(series.empresaId, empresaId), eq(series.activa, true), isNull(locales.deletedAt))),
    deps.db.select().from(empresaCredenciales).where(eq(empresaCredenciales.empresaId, empresaId)),
    deps.db
      .select({ n: count() })
      .from(pcgeCuentas)
      .where(and(eq(pcgeCuentas.empresaId, empresaId), isNull(pcgeCuentas.deletedAt))),
    deps.db
      .select({ n: count() })
      .from(cuentasFinancieras)
      .where(and(eq(cuentasFinancieras.empresaId, empresaId), isNull(cuentasFinancieras.deletedAt))),
  ]);
  const c = credenciales[0];
  const pasos = pasosDePreparacion(
    {
      direccion: empresa.direccion,
      ubigeo: empresa.ubigeo,
      soapEnvio: empresa.soapEnvio,
      modoPruebasDesde: empresa.modoPruebasDesde,
      urlOse: empresa.urlOse,
      ruc: empresa.ruc,
      localesConSeries: conSeries.length,
      certificadoRuc: c?.certificadoRuc ?? null,
      certificadoVence: c?.certificadoVence ?? null,
      tieneClaveSol: Boolean(c?.usuarioSol && c.passwordSolCifrado),
      cuentasPlan: plan[0]?.n ?? 0,
      cuentasFinancieras: financieras[0]?.n ?? 0,
    },
    deps.config.produccion,
  );
  return {
    empresa_id: empresaId,
    modo_pruebas: esModoPruebas(empresa.soapEnvio),
    puede_emitir: pasos.filter((p) => p.para === 'emitir').every((p) => p.listo),
    pasos,
  };
}
