import { randomInt } from 'node:crypto';
import { errorDeBaseDatos, schema } from '@kipu/db';
import { esEmailValido, normalizarEmail } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { usuarioPorEmail } from '../../auth/usuarios.ts';
import {
  type DatosPersonalesEntrada,
  validarDatosPersonales,
} from '../../perfil/commands/actualizar-datos.ts';
import { auditar } from '../auditoria.ts';
import { type ConcesionInput, validarConcesion, venceDemo } from '../concesion.ts';
import { correoSubcuenta } from '../correo-subcuenta.ts';
import { nombresParaCorreo } from '../nombres-para-correo.ts';

export type SubcuentaInput = ConcesionInput & DatosPersonalesEntrada & { email: string };
export type SubcuentaCreada = { usuario_id: string; email: string; password_temporal: string };

const YA_REGISTRADO =
  'Ese correo ya tiene una cuenta en Kipu: invítelo a la empresa en lugar de crearle otra cuenta';

/** No look-alike characters (0/O, 1/l/I): the password is read from a screen or a mail and typed. */
const ALFABETO = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 14 characters from 56: about 81 bits, within the sign-up rule's 5 to 20 characters. */
export function passwordTemporal(): string {
  return Array.from({ length: 14 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
}

/**
 * createSubAccount: the manager creates the account of someone who works in the session's company, with
 * a grant, and gets a temporary password once (it is mailed to the person too; only its hash is kept).
 * The account opens nothing until its user sets a password of their own. An address that already has
 * an account is refused: that person is invited instead, so nobody's account is created over them.
 */
export async function crearSubcuenta(
  deps: Dependencias,
  sesion: SesionActiva,
  input: SubcuentaInput,
): Promise<SubcuentaCreada> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const email = normalizarEmail(input.email);
  if (!esEmailValido(email))
    throw entradaInvalida(`La dirección de email "${input.email.trim()}" es incorrecta`);
  if (!input.nombres.trim()) throw entradaInvalida('Ingrese el nombre del usuario');
  const datos = validarDatosPersonales(input);
  const concesion = await validarConcesion(deps, sesion, empresaId, input);
  if (await usuarioPorEmail(deps.db, email)) throw entradaInvalida(YA_REGISTRADO);

  const password = passwordTemporal();
  const passwordHash = await hashPassword(password, deps.config.argon2);
  const usuarioId = await deps.db
    .transaction(async (tx) => {
      const [nuevo] = await tx
        .insert(schema.usuarios)
        .values({
          ...datos,
          email,
          passwordHash,
          // Its own role is the one granted (never a platform role: validarConcesion refuses those).
          rolId: concesion.rolId,
          // The manager vouches for the address; a wrong one only sends the access to its owner.
          emailVerificadoAt: new Date(),
          debeCambiarPassword: true,
        })
        .returning({ id: schema.usuarios.id });
      if (!nuevo) throw new Error('No se pudo crear el usuario');
      const [empresa] = await tx
        .select({ periodo: schema.empresas.periodo })
        .from(schema.empresas)
        .where(eq(schema.empresas.id, empresaId));
      await tx.insert(schema.usuarioEmpresas).values({
        usuarioId: nuevo.id,
        empresaId,
        localId: concesion.localId,
        rolId: concesion.rolId,
        modulos: concesion.modulos,
        cocinaId: concesion.cocinaId,
        demoVenceAt: venceDemo(concesion.demoDias),
        otorgadaPor: sesion.usuario.id,
        activa: true,
        periodo: empresa?.periodo ?? null,
      });
      await auditar(tx, {
        empresaId,
        actorId: sesion.usuario.id,
        usuarioId: nuevo.id,
        accion: 'subcuenta_creada',
        detalle: {
          email,
          rol_id: concesion.rolId,
          local_id: concesion.localId,
          modulos: concesion.modulos,
          demo_dias: concesion.demoDias,
        },
      });
      return nuevo.id;
    })
    .catch((e: unknown) => {
      // The same address created at once (or a removed account's): the unique index decides.
      if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida(YA_REGISTRADO);
      throw e;
    });

  await deps.cartero.enviar(
    correoSubcuenta(email, {
      creador: sesion.usuario.nombres,
      ...(await nombresParaCorreo(deps.db, empresaId, concesion.rolId)),
      password,
      enlace: `${deps.config.publicUrl}/login`,
    }),
  );
  return { usuario_id: usuarioId, email, password_temporal: password };
}
