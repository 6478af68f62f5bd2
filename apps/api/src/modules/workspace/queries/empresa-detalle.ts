import { schema } from '@kipu/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDeSesion } from '../../auth/sesiones.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../alcance.ts';

type LocalFila = typeof schema.locales.$inferSelect;
type EmpresaFila = typeof schema.empresas.$inferSelect;

export type LocalResumen = {
  id: string;
  nombre_corto: string | null;
  direccion: string | null;
  activo: boolean;
  codigo_establecimiento: string;
  codigo_serie: string;
  descripcion: string | null;
  ubigeo: string | null;
  correo: string | null;
  telefono: string | null;
  codigo_sunat: string | null;
  enviar_xml: boolean;
  enviar_email: boolean;
  formato_pdf: string;
  diseno_pdf: string;
  width_ticket: number;
  descuento_max: boolean;
  valor_desct_max: string;
  editar_precios: boolean;
  calcula_por_cantidad: boolean;
  incluir_guias_kardex: boolean;
  calculo_comprobante: string;
};

/** Everything the company form edits (EmpresaInput), plus its period, UIT and locals. */
export type EmpresaDetalle = {
  id: string;
  ruc: string;
  razon_social: string;
  nombre_comercial: string | null;
  direccion: string | null;
  ubigeo: string | null;
  estado: string | null;
  condicion: string | null;
  email: string | null;
  telefono: string | null;
  documento_id: string;
  dni: string | null;
  representante: string | null;
  logo: string | null;
  rubro: string | null;
  regimen_igv: string;
  regimen_planilla: string | null;
  periodo: string | null;
  uit: string | null;
  locales: LocalResumen[];
};

const vistaLocal = (l: LocalFila): LocalResumen => ({
  id: l.id,
  nombre_corto: l.nombreCorto,
  direccion: l.direccion,
  activo: l.activo,
  codigo_establecimiento: l.codigoEstablecimiento,
  codigo_serie: l.codigoSerie,
  descripcion: l.descripcion,
  ubigeo: l.ubigeo,
  correo: l.correo,
  telefono: l.telefono,
  codigo_sunat: l.codigoSunat,
  enviar_xml: l.enviarXml,
  enviar_email: l.enviarEmail,
  formato_pdf: l.formatoPdf,
  diseno_pdf: l.disenoPdf,
  width_ticket: l.widthTicket,
  descuento_max: l.descuentoMax,
  valor_desct_max: l.valorDesctMax,
  editar_precios: l.editarPrecios,
  calcula_por_cantidad: l.calculaPorCantidad,
  incluir_guias_kardex: l.incluirGuiasKardex,
  calculo_comprobante: l.calculoComprobante,
});

const camposEmpresa = (e: EmpresaFila) => ({
  nombre_comercial: e.nombreComercial,
  direccion: e.direccion,
  ubigeo: e.ubigeo,
  estado: e.estado,
  condicion: e.condicion,
  email: e.email,
  telefono: e.telefono,
  documento_id: e.documentoId,
  dni: e.dni,
  representante: e.representante,
  logo: e.logo,
  rubro: e.rubro,
  regimen_igv: e.regimenIgv,
  regimen_planilla: e.regimenPlanilla,
});

/** Company getById: its data, its locals (only the user's own for local-bound roles) and the UIT of its period. */
export async function empresaDetalle(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<EmpresaDetalle> {
  const { empresa, asignacion } = await exigirEmpresa(deps.db, sesion, id);
  const { locales } = schema;
  const soloSuyo = ROLES_DE_LOCAL.includes(sesion.usuario.rolId) && asignacion?.localId;
  const [filas, resumen] = await Promise.all([
    deps.db
      .select()
      .from(locales)
      .where(
        and(
          eq(locales.empresaId, id),
          isNull(locales.deletedAt),
          soloSuyo ? eq(locales.id, asignacion.localId ?? '') : undefined,
        ),
      )
      .orderBy(asc(locales.codigoEstablecimiento)),
    empresaDeSesion(deps.db, id),
  ]);
  return {
    id,
    ruc: empresa.ruc,
    razon_social: empresa.razonSocial,
    ...camposEmpresa(empresa),
    periodo: asignacion?.periodo ?? empresa.periodo,
    uit: resumen?.uit ?? null,
    locales: filas.map(vistaLocal),
  };
}
