import { schema } from '@kipu/db';
import { validarDocumentoIdentidad } from '@kipu/peru';
import { asc, ilike, or } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { activasDeEmpresa, recortar, textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { maestroPos, texto } from '../comun.ts';

export type ClienteDelivery = typeof schema.posDeliveryClientes.$inferSelect;
export type ClienteDeliveryEntrada = {
  tipo_documento: string;
  numero: string;
  razon_social: string;
  direccion?: string | null;
  telefono?: string | null;
};

export const clientesDelivery = maestroPos(
  schema.posDeliveryClientes,
  'Ya existe un cliente de delivery con ese documento',
  async (_deps, _sesion, _empresaId, e: ClienteDeliveryEntrada) => {
    const tipoDocumento = recortar(e.tipo_documento);
    const numero = recortar(e.numero).toUpperCase();
    const error = validarDocumentoIdentidad(tipoDocumento, numero);
    if (error) throw entradaInvalida(error);
    return {
      tipoDocumento,
      numero,
      razonSocial: texto(e.razon_social, 'la razón social o nombre', 200).toUpperCase(),
      direccion: texto(e.direccion, 'la dirección', 250, false),
      telefono: texto(e.telefono, 'el teléfono', 30, false),
    };
  },
);

/** The company's delivery customers by document (prefix) or name, in name order (up to 100). */
export async function buscarClientesDelivery(
  deps: Dependencias,
  sesion: SesionActiva,
  param: string | null | undefined,
): Promise<ClienteDelivery[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.posDeliveryClientes;
  const t = textoDeBusqueda(param);
  return deps.db
    .select()
    .from(c)
    .where(
      activasDeEmpresa(
        c,
        empresaId,
        t ? or(ilike(c.numero, `${t}%`), ilike(c.razonSocial, `%${t}%`)) : undefined,
      ),
    )
    .orderBy(asc(c.razonSocial))
    .limit(100);
}
