import type { schema } from '@kipu/db';
import type { Emisor, EntradaComprobante } from '@kipu/peru';
import { errorDeTextoDelComprobante } from '@kipu/peru/ubl/textos-comprobante';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { lugarDeUbigeo } from '../../shared/ubigeo-en-memoria.ts';

type Empresa = typeof schema.empresas.$inferSelect;
type Local = typeof schema.locales.$inferSelect;

/** The issuer as printed: the local's address when it has its own ubigeo, else the fiscal address. */
export async function emisorDe(deps: Dependencias, empresa: Empresa, local: Local): Promise<Emisor> {
  const origen = local.ubigeo && local.direccion ? local : empresa;
  const ubigeo = origen.ubigeo ?? '';
  const lugar = /^\d{6}$/.test(ubigeo) ? await lugarDeUbigeo(deps.db, ubigeo) : undefined;
  if (!lugar || !origen.direccion)
    throw entradaInvalida('Complete la dirección y el ubigeo de la empresa antes de emitir comprobantes');
  return {
    ruc: empresa.ruc,
    razonSocial: empresa.razonSocial,
    ...(empresa.nombreComercial ? { nombreComercial: empresa.nombreComercial } : {}),
    codigoEstablecimiento: local.codigoEstablecimiento,
    direccion: {
      ubigeo,
      direccion: origen.direccion,
      departamento: lugar.departamento,
      provincia: lugar.provincia,
      distrito: lugar.distrito,
    },
  };
}

/**
 * Refuses, before a number is taken, a document whose texts or whose issuer's stored data (the company
 * and local may predate the text rules) would make a broken XML or one SUNAT rejects.
 */
export function exigirTextosDelXml(entrada: EntradaComprobante, emisor: Emisor): void {
  const error = errorDeTextoDelComprobante(entrada, emisor);
  if (error) throw entradaInvalida(error);
}
