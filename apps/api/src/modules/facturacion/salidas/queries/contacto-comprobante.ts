import { schema } from '@kipu/db';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { exigirDeEmpresa } from '../../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../../workspace/alcance.ts';
import { clienteDelComprobante } from '../cliente-del-comprobante.ts';
import { textoConsulta } from '../mensajes-comprobante.ts';

export type ContactoComprobante = {
  correo: string | null;
  telefono: string | null;
  texto_consulta: string;
};

/** How to reach a document's customer (from the clients master) and how they check it at SUNAT. */
export async function contactoComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ContactoComprobante> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  const cliente = await clienteDelComprobante(deps, fila);
  return {
    correo: cliente?.email?.trim() || null,
    telefono: cliente?.telefono?.trim() || null,
    texto_consulta: textoConsulta(empresa.ruc),
  };
}
