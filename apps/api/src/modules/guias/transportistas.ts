import { schema } from '@kipu/db';
import { esRucValido } from '@kipu/peru';
import { FORMATOS_TRANSPORTE } from '@kipu/peru/gre/validar-transporte';
import { eq, ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../shared/definir-maestro.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { COLUMNA_ESTADO, recortar } from '../../shared/tablas-de-empresa.ts';
import { exigirFormato, textoGre } from './validar-maestro-guia.ts';

type Fila = typeof schema.transportistas.$inferSelect;

export type TransportistaVista = {
  id: string;
  ruc: string;
  razon_social: string;
  registro_mtc: string;
  activo: boolean;
  deleted_at: string | null;
};

export type TransportistaEntrada = {
  ruc: string;
  razon_social: string;
  registro_mtc: string;
  activo?: boolean | null;
};

const vista = (t: Fila): TransportistaVista => ({
  id: t.id,
  ruc: t.ruc,
  razon_social: t.razonSocial,
  registro_mtc: t.registroMtc,
  activo: t.activo,
  deleted_at: t.deletedAt?.toISOString() ?? null,
});

/** SUNAT refuses a guide whose carrier is the remitente itself (2560): refused here already. */
async function noEsLaEmpresa(deps: Dependencias, empresaId: string, ruc: string): Promise<void> {
  const [empresa] = await deps.db
    .select({ ruc: schema.empresas.ruc })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  if (empresa?.ruc === ruc) throw entradaInvalida('El transportista no puede ser la propia empresa');
}

async function columnas(deps: Dependencias, empresaId: string, e: TransportistaEntrada) {
  const ruc = recortar(e.ruc);
  if (!ruc) throw entradaInvalida('Ingrese el RUC del transportista');
  if (!esRucValido(ruc)) throw entradaInvalida(`El RUC del transportista ${ruc} no es válido`);
  await noEsLaEmpresa(deps, empresaId, ruc);
  const razonSocial = textoGre(
    e.razon_social,
    'la razón social del transportista',
    { maximo: 250, minimo: 3 },
    'Ingrese la razón social del transportista',
  ).toUpperCase();
  const registroMtc = recortar(e.registro_mtc).toUpperCase();
  if (!registroMtc) throw entradaInvalida('Ingrese el número de registro MTC del transportista');
  exigirFormato(
    registroMtc,
    FORMATOS_TRANSPORTE.registroMtc,
    'El registro MTC tiene hasta 20 letras o dígitos, sin espacios ni guiones',
  );
  return { ruc, razonSocial, registroMtc, activo: e.activo ?? true };
}

const { transportistas: t } = schema;

/** The carriers the company hires (transporte público): by RUC (prefix) or name, in name order. */
export const transportistas = definirMaestro<typeof t, TransportistaEntrada, TransportistaVista>({
  tabla: t,
  orden: t.razonSocial,
  busqueda: (texto) => or(ilike(t.ruc, `${texto}%`), ilike(t.razonSocial, `%${texto}%`)),
  columnas: (deps, empresaId, e) => columnas(deps, empresaId, e),
  vistas: (_deps, filas) => filas.map(vista),
  duplicado: (v) => `Ya existe un transportista con RUC ${v.ruc}`,
  hoja: {
    titulo: 'Transportistas',
    archivo: 'transportistas',
    columnas: [
      { encabezado: 'RUC', valor: (v) => v.ruc, ancho: 13 },
      { encabezado: 'Razón social', valor: (v) => v.razon_social, ancho: 45 },
      { encabezado: 'Registro MTC', valor: (v) => v.registro_mtc, ancho: 16 },
      { encabezado: 'Activo', valor: (v) => (v.activo ? 'SI' : 'NO'), ancho: 8 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
