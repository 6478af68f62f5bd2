import { schema } from '@kipu/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { esModoPruebas } from './modo-pruebas.ts';
import { SIN_RESPUESTA } from './pendientes-de-envio.ts';

/** A company's sending settings and what waits for SUNAT. */
export type EnvioSunatVista = {
  soap_envio: string;
  /** Sends to the simulator or the beta: its documents have no tax value. */
  modo_pruebas: boolean;
  /** When test mode was chosen (configurarEnvioSunat); null for the default, refused in production. */
  modo_pruebas_desde: string | null;
  url_ose: string | null;
  envio_pausado: boolean;
  envio_boletas: string;
  comprobantes_pendientes: number;
  resumenes_pendientes: number;
};

export async function vistaEnvioSunat(deps: Dependencias, empresaId: string): Promise<EnvioSunatVista> {
  const { empresas, comprobantes: c, resumenes: r } = schema;
  const cuenta = sql<number>`count(*)::int`;
  const [[empresa], [docs], [sums]] = await Promise.all([
    deps.db.select().from(empresas).where(eq(empresas.id, empresaId)),
    deps.db
      .select({ n: cuenta })
      .from(c)
      .where(and(eq(c.empresaId, empresaId), inArray(c.estado, [...SIN_RESPUESTA]))),
    deps.db
      .select({ n: cuenta })
      .from(r)
      .where(and(eq(r.empresaId, empresaId), inArray(r.estado, [...SIN_RESPUESTA]))),
  ]);
  if (!empresa) throw new Error('Empresa no encontrada');
  return {
    soap_envio: empresa.soapEnvio,
    modo_pruebas: esModoPruebas(empresa.soapEnvio),
    modo_pruebas_desde: empresa.modoPruebasDesde?.toISOString() ?? null,
    url_ose: empresa.urlOse,
    envio_pausado: empresa.envioPausado,
    envio_boletas: empresa.envioBoletas,
    comprobantes_pendientes: docs?.n ?? 0,
    resumenes_pendientes: sums?.n ?? 0,
  };
}
