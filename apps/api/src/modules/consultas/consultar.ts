import { schema } from '@kipu/db';
import { advertenciaContribuyente, esDniValido, esRucValido, MENSAJE_RUC_INVALIDO } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

export type ConsultaRuc = {
  ruc: string;
  razon_social: string;
  estado: string;
  condicion: string;
  ubigeo: string | null;
  direccion: string;
  fuente: 'padron' | 'proveedor';
  advertencia: string | null;
};

export type ConsultaDni = {
  dni: string;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  nombre_completo: string;
};

const NO_DISPONIBLE = 'El servicio de consulta no está disponible, intente más tarde';

/** RUC look-up: the local padrón first (no network), then the configured provider or its simulator. */
export async function consultarRuc(deps: Dependencias, ruc: string): Promise<ConsultaRuc | null> {
  const numero = ruc.trim();
  if (!esRucValido(numero)) throw entradaInvalida(MENSAJE_RUC_INVALIDO);
  const [local] = await deps.db.select().from(schema.padronRuc).where(eq(schema.padronRuc.ruc, numero));
  const c = local
    ? { ...local, fuente: 'padron' as const }
    : await deps.identidad.ruc(numero).then(
        (r) => (r ? { ...r, fuente: 'proveedor' as const } : null),
        () => {
          throw entradaInvalida(NO_DISPONIBLE);
        },
      );
  if (!c) return null;
  return {
    ruc: c.ruc,
    razon_social: c.razonSocial,
    estado: c.estado,
    condicion: c.condicion,
    ubigeo: c.ubigeo,
    direccion: c.direccion,
    fuente: c.fuente,
    advertencia: advertenciaContribuyente(c),
  };
}

export async function consultarDni(deps: Dependencias, dni: string): Promise<ConsultaDni | null> {
  const numero = dni.trim();
  if (!esDniValido(numero)) throw entradaInvalida('El DNI debe tener 8 dígitos');
  const p = await deps.identidad.dni(numero).catch(() => {
    throw entradaInvalida(NO_DISPONIBLE);
  });
  if (!p) return null;
  return {
    dni: p.dni,
    nombres: p.nombres,
    apellido_paterno: p.apellidoPaterno,
    apellido_materno: p.apellidoMaterno,
    nombre_completo: [p.apellidoPaterno, p.apellidoMaterno, p.nombres].filter(Boolean).join(' '),
  };
}
