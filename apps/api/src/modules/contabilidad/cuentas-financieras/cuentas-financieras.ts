import { schema } from '@kipu/db';
import {
  esCuentaDeEfectivo,
  TIPOS_CUENTA_FINANCIERA,
  type TipoCuentaFinanciera,
  validarCuentaFinanciera,
} from '@kipu/peru';
import { ilike, or } from 'drizzle-orm';
import { definirMaestro } from '../../../shared/definir-maestro.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { COLUMNA_ESTADO, recortar } from '../../../shared/tablas-de-empresa.ts';
import { filasDeTabla } from '../../maestros/parametricas.ts';
import { cuentasPcgePorId, type Dependencias, exigirCuentaPcge } from '../maestros-comun.ts';

type Fila = typeof schema.cuentasFinancieras.$inferSelect;

export type CuentaFinancieraVista = {
  id: string;
  codigo: string;
  tipo: string;
  moneda_id: string;
  descripcion: string;
  banco_id: string | null;
  banco_nombre: string | null;
  cuenta: string | null;
  detraccion: boolean;
  pcge_id: string;
  pcge_codigo: string;
  pcge_denominacion: string;
  control: boolean;
  deleted_at: string | null;
};

/** PLE tabla 3 (financial entities), served from the reference data like parametricosbytabla. */
const entidadesFinancieras = () => filasDeTabla('ple03');
const nombreBanco = (codigo: string | null) =>
  codigo ? (entidadesFinancieras().find((b) => b.codigo === codigo)?.descripcion ?? null) : null;

async function vistasCuentaFinanciera(deps: Dependencias, filas: Fila[]): Promise<CuentaFinancieraVista[]> {
  const pcge = await cuentasPcgePorId(
    deps,
    filas.map((c) => c.pcgeId),
  );
  return filas.map((c) => ({
    id: c.id,
    codigo: c.codigo,
    tipo: c.tipo,
    moneda_id: c.monedaId,
    descripcion: c.descripcion,
    banco_id: c.bancoId,
    banco_nombre: nombreBanco(c.bancoId),
    cuenta: c.cuenta,
    detraccion: c.detraccion,
    pcge_id: c.pcgeId,
    pcge_codigo: pcge.get(c.pcgeId)?.codigo ?? '',
    pcge_denominacion: pcge.get(c.pcgeId)?.denominacion ?? '',
    control: c.control,
    deleted_at: c.deletedAt?.toISOString() ?? null,
  }));
}

export type CuentaFinancieraEntrada = {
  codigo: string;
  tipo: string;
  moneda_id: string;
  descripcion: string;
  banco_id?: string | null;
  cuenta?: string | null;
  detraccion: boolean;
  pcge_id: string;
  control: boolean;
};

/** The PCGE account must be an active element-10 account (cash and banks) of the company's chart. */
async function exigirCuentaDeEfectivo(deps: Dependencias, empresaId: string, pcgeId: string) {
  const c = await exigirCuentaPcge(
    deps,
    empresaId,
    pcgeId,
    'Seleccione la cuenta contable (10: efectivo y equivalentes)',
  );
  if (!esCuentaDeEfectivo(c.codigo))
    throw entradaInvalida(
      `La cuenta contable ${c.codigo} no es de caja y bancos: elija una cuenta del elemento 10 (101, 104, 106…)`,
    );
  return c;
}

async function columnas(deps: Dependencias, empresaId: string, e: CuentaFinancieraEntrada) {
  const codigo = recortar(e.codigo).toUpperCase();
  const descripcion = recortar(e.descripcion).toUpperCase();
  if (!codigo) throw entradaInvalida('Ingrese el código de la cuenta financiera');
  if (codigo.length > 20)
    throw entradaInvalida('El código de la cuenta financiera tiene hasta 20 caracteres');
  if (!descripcion) throw entradaInvalida('Ingrese la descripción de la cuenta financiera');
  if (descripcion.length > 150)
    throw entradaInvalida('La descripción de la cuenta financiera es demasiado larga');
  // A cash box has no bank nor account number: whatever came is dropped.
  const banco = e.tipo === 'banco';
  const datos = {
    tipo: e.tipo,
    moneda_id: e.moneda_id,
    banco_id: banco ? recortar(e.banco_id) || null : null,
    cuenta: banco ? recortar(e.cuenta) || null : null,
    detraccion: e.detraccion,
  };
  const error = validarCuentaFinanciera(datos);
  if (error) throw entradaInvalida(error);
  if (datos.banco_id && !entidadesFinancieras().some((b) => b.codigo === datos.banco_id))
    throw entradaInvalida('El banco no está en la tabla 3 del PLE (entidades financieras)');
  const pcge = await exigirCuentaDeEfectivo(deps, empresaId, e.pcge_id);
  return {
    codigo,
    tipo: datos.tipo as TipoCuentaFinanciera,
    monedaId: datos.moneda_id,
    descripcion,
    bancoId: datos.banco_id,
    cuenta: datos.cuenta,
    detraccion: datos.detraccion,
    pcgeId: pcge.id,
    control: e.control,
  };
}

const { cuentasFinancieras: c } = schema;

/** Cash boxes and bank accounts (CON001001): search by code, description or account number. */
export const cuentasFinancieras = definirMaestro<typeof c, CuentaFinancieraEntrada, CuentaFinancieraVista>({
  tabla: c,
  orden: c.codigo,
  busqueda: (texto) =>
    or(ilike(c.codigo, `${texto}%`), ilike(c.descripcion, `%${texto}%`), ilike(c.cuenta, `${texto}%`)),
  columnas: (deps, empresaId, e: CuentaFinancieraEntrada) => columnas(deps, empresaId, e),
  vistas: vistasCuentaFinanciera,
  duplicado: () => 'Ya existe una cuenta financiera con ese código',
  hoja: {
    titulo: 'Cuentas financieras',
    archivo: 'cuentas-financieras',
    columnas: [
      { encabezado: 'Código', valor: (v) => v.codigo, ancho: 10 },
      { encabezado: 'Tipo', valor: (v) => TIPOS_CUENTA_FINANCIERA[v.tipo as TipoCuentaFinanciera], ancho: 8 },
      { encabezado: 'Moneda', valor: (v) => v.moneda_id, ancho: 8 },
      { encabezado: 'Descripción', valor: (v) => v.descripcion, ancho: 36 },
      { encabezado: 'Banco', valor: (v) => v.banco_nombre, ancho: 28 },
      { encabezado: 'N° de cuenta', valor: (v) => v.cuenta, ancho: 24 },
      { encabezado: 'Cuenta contable', valor: (v) => v.pcge_codigo, ancho: 10 },
      { encabezado: 'Denominación', valor: (v) => v.pcge_denominacion, ancho: 36 },
      { encabezado: 'Detracción', valor: (v) => v.detraccion, tipo: 'si_no', ancho: 11 },
      { encabezado: 'Control', valor: (v) => v.control, tipo: 'si_no', ancho: 9 },
      COLUMNA_ESTADO,
    ],
    filas: (vistas) => vistas,
  },
});
