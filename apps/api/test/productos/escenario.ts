import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

export type Empresa = UsuarioConEmpresa;

export type Escenario = {
  t: AppDePrueba;
  /** Contador of ANDINA (has every FAC002 permission), with the PCGE copied. */
  ana: Empresa;
  /** Another company: its ids are FORBIDDEN to ana. */
  beto: Empresa;
  /** A waiter (mozo) role: no product permissions. */
  mozo: Empresa;
};

const empresaDe = (t: AppDePrueba, email: string, ruc: string, rolId?: string) =>
  usuarioConEmpresa(t, email, { ruc, razonSocial: `EMPRESA ${ruc}` }, rolId);

export async function crearEscenario(): Promise<Escenario> {
  const t = await crearAppDePrueba();
  const ana = await empresaDe(t, 'ana@estudio.pe', '20601234565');
  const beto = await empresaDe(t, 'beto@estudio.pe', '20131312955');
  const mozo = await empresaDe(t, 'mozo@estudio.pe', '20100070970', '1990d988');
  await copiarPcge(t.deps.db, ana.empresaId);
  return { t, ana, beto, mozo };
}

/** The first error's message and code of an answer. */
export const errorDe = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  mensaje: r.errors?.[0]?.message,
  codigo: r.errors?.[0]?.extensions?.code,
});
