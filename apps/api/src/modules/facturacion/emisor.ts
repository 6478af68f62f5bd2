import { schema } from '@kipu/db';
import type { Emisor } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

type Empresa = typeof schema.empresas.$inferSelect;
type Local = typeof schema.locales.$inferSelect;

/** The issuer as printed: the local's address when it has its own ubigeo, else the fiscal address. */
export async function emisorDe(deps: Dependencias, empresa: Empresa, local: Local): Promise<Emisor> {
  const origen = local.ubigeo && local.direccion ? local : empresa;
  const ubigeo = origen.ubigeo ?? '';
  const [lugar] = /^\d{6}$/.test(ubigeo)
    ? await deps.db.select().from(schema.ubigeos).where(eq(schema.ubigeos.codigo, ubigeo))
    : [];
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
