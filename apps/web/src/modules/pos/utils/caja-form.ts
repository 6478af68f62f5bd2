import type { PosCajaFieldsFragment, PosCajaInput, PosCuentasCajaQuery } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import type { Errores } from '../../../ui/use-formulario';

/** A cash box of a zone, the account its charges are collected in, enabled or not. */
export interface CajaForm {
  zona_id: string | null;
  codigo: string;
  descripcion: string;
  /** The chosen option: `cf:<id>` a cuenta financiera, `pc:<id>` a cash account of the chart. */
  cuenta: string | null;
  habilitada: boolean;
}

type CuentaCaja = PosCuentasCajaQuery['cuentasParaCaja'][number];

const DE_FINANCIERA = 'cf:';
const DE_CONTABLE = 'pc:';

/** The option a box's stored account is shown as. */
export const opcionDeFinanciera = (id: string) => `${DE_FINANCIERA}${id}`;

/**
 * The accounts a box can collect in, as options: the company's cuentas financieras in soles, then the
 * chart's cash accounts that have none yet (saving the box makes it, so a new company has options).
 */
export const opcionesCuentaCaja = (cuentas: readonly CuentaCaja[]): SelectOption[] =>
  cuentas.map((c) =>
    c.cuenta_financiera_id
      ? { value: opcionDeFinanciera(c.cuenta_financiera_id), label: `${c.pcge_codigo} - ${c.descripcion}` }
      : {
          value: `${DE_CONTABLE}${c.pcge_id}`,
          label: `${c.pcge_codigo} - ${c.descripcion} (plan de cuentas)`,
        },
  );

export const cajaFormDe = (c: PosCajaFieldsFragment | null): CajaForm =>
  c
    ? {
        zona_id: c.zona_id,
        codigo: c.codigo,
        descripcion: c.descripcion,
        cuenta: c.cuenta_financiera_id ? opcionDeFinanciera(c.cuenta_financiera_id) : null,
        habilitada: c.habilitada,
      }
    : { zona_id: null, codigo: '', descripcion: '', cuenta: null, habilitada: true };

export function validarCajaForm(f: CajaForm): Errores<CajaForm> {
  const e: Errores<CajaForm> = {};
  if (!f.zona_id) e.zona_id = 'Seleccione la zona';
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  if (!f.cuenta) e.cuenta = 'Seleccione la cuenta de la caja';
  return e;
}

const idDe = (cuenta: string | null, prefijo: string) =>
  cuenta?.startsWith(prefijo) ? cuenta.slice(prefijo.length) : null;

export const entradaCaja = (f: CajaForm): PosCajaInput => ({
  zona_id: f.zona_id ?? '',
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  cuenta_financiera_id: idDe(f.cuenta, DE_FINANCIERA),
  cuenta_contable_id: idDe(f.cuenta, DE_CONTABLE),
  habilitada: f.habilitada,
});
