import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schema } from '@kipu/db';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import { eq } from 'drizzle-orm';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/** The simulator's default SOL user is this RUC's (MODDATOS / moddatos). */
export const RUC_EMISOR = '20601234565';

const SOL =
  'mutation($e: String!) { guardarCredencialesSol(empresa_id: $e, usuario_sol: "MODDATOS", password_sol: "moddatos") { usuario_sol } }';
const SUBIR =
  'mutation($e: String!, $f: String!, $p: String!) { subirCertificado(empresa_id: $e, pfx_base64: $f, password: $p) { legible } }';

/**
 * A user whose company can emit: fiscal address with ubigeo, series F001/B001 (and the notes'), a
 * generated test certificate and the simulator's SOL user, stored through the API as a company would.
 */
export async function emisorDePrueba(t: AppDePrueba, email: string): Promise<UsuarioConEmpresa> {
  const u = await usuarioConEmpresa(t, email, { ruc: RUC_EMISOR, razonSocial: 'COMERCIAL ANDINA S.A.C.' });
  await t.deps.db
    .update(schema.empresas)
    .set({ direccion: 'AV. ABANCAY 123', ubigeo: '150101' })
    .where(eq(schema.empresas.id, u.empresaId));
  await t.deps.db.insert(schema.series).values(
    [
      ['01', 'F001'],
      ['01', 'F002'],
      ['03', 'B001'],
      ['07', 'F001'],
      ['07', 'B001'],
      ['08', 'F001'],
    ].map(([tipo, serie]) => ({
      empresaId: u.empresaId,
      localId: u.localId,
      tipoComprobante: tipo ?? '',
      serie: serie ?? '',
    })),
  );
  const { pfx, password } = generarCertificadoPrueba(RUC_EMISOR, 'COMERCIAL ANDINA S.A.C.');
  const r1 = await t.gql(SOL, { e: u.empresaId }, { token: u.token });
  const r2 = await t.gql(
    SUBIR,
    { e: u.empresaId, f: pfx.toString('base64'), p: password },
    { token: u.token },
  );
  if (r1.errors || r2.errors) throw new Error(JSON.stringify([r1.errors, r2.errors]));
  return u;
}

// SUNAT's offline validator sits in shared/ beside the repository (as on every machine and in CI).
const VALIDADOR =
  process.env.SUNAT_VALIDADOR ??
  fileURLToPath(new URL('../../../../../shared/sunat-validation/validate', import.meta.url));

/** Why the validator cannot run here, or undefined when it can. */
export function validadorNoDisponible(): string | undefined {
  if (!existsSync(VALIDADOR)) return `no existe ${VALIDADOR}`;
  const muestra = `${VALIDADOR.replace(/validate$/, '')}samples/selfsigned/12345678912-01-F001-1.xml`;
  const r = spawnSync(VALIDADOR, ['-q', muestra], { encoding: 'utf8', timeout: 600_000 });
  return r.status === 0
    ? undefined
    : `el validador no puede ejecutarse: ${(r.stdout + r.stderr).trim().slice(-400)}`;
}

/** Runs the validator on a file under the name it was sent with; answers its whole output and status. */
export function validarConSunat(ruta: string, nombre: string): { salida: string; estado: number | null } {
  const r = spawnSync(VALIDADOR, ['--all', ruta, nombre], { encoding: 'utf8', timeout: 110_000 });
  return { salida: `${r.stdout}${r.stderr}`, estado: r.status };
}

export const EMITIR = /* GraphQL */ `
  mutation($input: EmitirComprobanteInput!) {
    emitirComprobante(input: $input) { id serie numero estado importe_total }
  }`;
const ESTADO = 'query($id: String!) { comprobante(id: $id) { estado codigo_sunat } }';

/** Emits through the API and waits (up to a minute) for SUNAT's answer; answers the stored signed XML too. */
export async function emitirYEsperarRespuesta(t: AppDePrueba, token: string, input: object) {
  const r = await t.gql<{ emitirComprobante: { id: string; numero: number; importe_total: string } }>(
    EMITIR,
    { input },
    { token },
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  const emitido = r.data?.emitirComprobante;
  const hasta = Date.now() + 60_000;
  for (;;) {
    const e = await t.gql<{ comprobante: { estado: string; codigo_sunat: string | null } }>(
      ESTADO,
      { id: emitido?.id },
      { token },
    );
    const c = e.data?.comprobante;
    if ((c && !['pendiente', 'enviado'].includes(c.estado)) || Date.now() > hasta) {
      const [fila] = await t.deps.db
        .select()
        .from(schema.comprobantes)
        .where(eq(schema.comprobantes.id, emitido?.id ?? ''));
      return { emitido, estado: c, xml: fila?.xmlFirmado ?? '' };
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
