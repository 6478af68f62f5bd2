import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

export type Empresa = { token: string; empresaId: string; localId: string };

export type Escenario = {
  t: AppDePrueba;
  /** Contador of ANDINA (has every FAC002 permission), with the PCGE copied. */
  ana: Empresa;
  /** Another company: its ids are FORBIDDEN to ana. */
  beto: Empresa;
  /** A waiter (mozo) role: no product permissions. */
  mozo: Empresa;
};

async function empresaDe(
  t: AppDePrueba,
  email: string,
  rolId?: string,
  ruc = '20601234565',
): Promise<Empresa> {
  const usuario = await crearUsuario(t, email, 'Secreta1', {
    ...(rolId ? { rolId } : {}),
    empresa: { ruc, razonSocial: `EMPRESA ${ruc}` },
  });
  const [ue] = await t.deps.db
    .select()
    .from(schema.usuarioEmpresas)
    .where(eq(schema.usuarioEmpresas.usuarioId, usuario.id));
  if (!ue?.localId) throw new Error('sin empresa');
  const token =
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  return { token, empresaId: ue.empresaId, localId: ue.localId };
}

export async function crearEscenario(): Promise<Escenario> {
  const t = await crearAppDePrueba();
  const ana = await empresaDe(t, 'ana@estudio.pe', undefined, '20601234565');
  const beto = await empresaDe(t, 'beto@estudio.pe', undefined, '20131312955');
  const mozo = await empresaDe(t, 'mozo@estudio.pe', '1990d988', '20100070970');
  await copiarPcge(t.deps.db, ana.empresaId);
  return { t, ana, beto, mozo };
}

/** The first error's message and code of an answer. */
export const errorDe = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  mensaje: r.errors?.[0]?.message,
  codigo: r.errors?.[0]?.extensions?.code,
});
