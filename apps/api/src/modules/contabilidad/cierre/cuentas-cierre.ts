import { type Db, schema } from '@kipu/db';
import {
  CUENTAS_CIERRE_PCGE,
  type CuentasCierre,
  NOMBRES_CUENTAS_CIERRE,
} from '@kipu/peru/contabilidad/cierre-ejercicio';
import { and, asc, eq, isNull, like, not, or } from 'drizzle-orm';
import { entradaInvalida } from '../../../shared/errores.ts';
import { conSubcuentas } from '../compras/cuentas-de-compra.ts';

export type CuentasDeCierre = {
  cuentas: CuentasCierre;
  /** The closing accounts the company's chart lacks (as the PCGE names them). */
  faltan: Map<string, string>;
};

/**
 * The closing's accounts in the company's chart: the PCGE's account when it is of the last level, else its
 * first last-level sub-account (a company that opened 8011 under 801). One the chart lacks keeps the
 * PCGE code and is reported if the closing needs it.
 */
export async function cuentasDeCierre(db: Db, empresaId: string): Promise<CuentasDeCierre> {
  const c = schema.pcgeCuentas;
  const codigos = Object.values(CUENTAS_CIERRE_PCGE);
  const hojas = await db
    .select({ codigo: c.codigo })
    .from(c)
    .where(
      and(
        eq(c.empresaId, empresaId),
        isNull(c.deletedAt),
        not(conSubcuentas),
        or(...codigos.map((codigo) => like(c.codigo, `${codigo}%`))),
      ),
    )
    .orderBy(asc(c.codigo));
  const cuentas = { ...CUENTAS_CIERRE_PCGE };
  const faltan = new Map<string, string>();
  for (const clave of Object.keys(cuentas) as (keyof CuentasCierre)[]) {
    const pcge = CUENTAS_CIERRE_PCGE[clave];
    const hoja = hojas.find((h) => h.codigo === pcge) ?? hojas.find((h) => h.codigo.startsWith(pcge));
    if (hoja) cuentas[clave] = hoja.codigo;
    else faltan.set(pcge, NOMBRES_CUENTAS_CIERRE[clave]);
  }
  return { cuentas, faltan };
}

/** Refuses, in Spanish, closing entries that use an account the company's chart lacks. */
export function exigirCuentas(faltan: Map<string, string>, usadas: readonly string[]): void {
  const falta = usadas.find((u) => faltan.has(u));
  if (falta)
    throw entradaInvalida(
      `No se puede generar el cierre: falta la cuenta ${falta} (${faltan.get(falta)}) de último nivel en el plan de cuentas de la empresa`,
    );
}
