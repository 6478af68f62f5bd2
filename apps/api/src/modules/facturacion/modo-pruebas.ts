import { USUARIO_SOL_PRUEBAS } from '@kipu/peru/sunat/cliente-bill-service';

/**
 * Test mode: a company whose documents go to the embedded simulator or to SUNAT's beta. Its documents
 * have no tax value, so its screens and PDFs say so; outside production it is the default of every
 * company, in production it must have been chosen (configurarEnvioSunat stores when and by whom).
 */

const ENTORNOS_DE_PRUEBA: readonly string[] = ['simulador', 'beta'];

export const esModoPruebas = (soapEnvio: string | null | undefined) =>
  ENTORNOS_DE_PRUEBA.includes(soapEnvio ?? '');

/** Printed across the top of every PDF of a document sent (or to be sent) to a test environment. */
export const MARCA_MODO_PRUEBAS = 'MODO PRUEBAS — SIN VALOR TRIBUTARIO';

export const MENSAJE_SIN_ENTORNO =
  'La empresa no tiene configurado su envío a SUNAT: elija SUNAT producción o su OSE en Facturación › Resúmenes y bajas › Configurar envío ' +
  '(el simulador y la beta de SUNAT son solo para pruebas y deben elegirse expresamente); el comprobante ' +
  'queda pendiente hasta entonces';

/**
 * Why a company may not send now, or null: in production, a test environment nobody chose (the
 * column's default) is refused instead of silently sending real sales to a simulator.
 */
export function envioBloqueado(
  empresa: { soapEnvio: string; modoPruebasDesde: Date | null },
  produccion: boolean,
): string | null {
  return produccion && esModoPruebas(empresa.soapEnvio) && !empresa.modoPruebasDesde
    ? MENSAJE_SIN_ENTORNO
    : null;
}

const NOMBRE_ENTORNO: Readonly<Record<string, string>> = {
  simulador: 'el simulador',
  beta: 'la beta de SUNAT',
  produccion: 'SUNAT producción',
  ose: 'su OSE',
};

/**
 * Why a document already sent once may not go to the company's current destination, or null: a test
 * document must never reach SUNAT producción or an OSE, nor a real one be re-sent to a test
 * environment, when the company changes its destination between two attempts.
 */
export function cambioDeEntorno(entornoEnvio: string | null, soapEnvio: string): string | null {
  if (!entornoEnvio || esModoPruebas(entornoEnvio) === esModoPruebas(soapEnvio)) return null;
  const antes = NOMBRE_ENTORNO[entornoEnvio] ?? entornoEnvio;
  const ahora = NOMBRE_ENTORNO[soapEnvio] ?? soapEnvio;
  return esModoPruebas(entornoEnvio)
    ? `El comprobante se envió en modo pruebas (${antes}) y no tiene valor tributario: no se envía a ${ahora}; emita uno nuevo`
    : `El comprobante ya se envió a ${antes}: no se envía a ${ahora}, que es un entorno de pruebas`;
}

/**
 * The SOL user a company signs in with: its own when stored; in a test environment SUNAT's public test
 * user otherwise (the beta and the simulator take it for any RUC); none in production or an OSE.
 */
export function usuarioSolDeEnvio(
  soapEnvio: string,
  propio: { usuario: string; clave: string } | undefined,
): { usuario: string; clave: string } | undefined {
  if (propio) return propio;
  return esModoPruebas(soapEnvio) ? { ...USUARIO_SOL_PRUEBAS } : undefined;
}

const DONDE_CREDENCIALES = 'Datos generales › Empresas › Credenciales SUNAT';

/**
 * The last error a refused SOL sign-in leaves on a document or summary: SUNAT's code and what to fix
 * where, instead of SUNAT's bare "Usuario o contraseña incorrectos".
 */
export function mensajeCredenciales(codigo: string, descripcion: string, soapEnvio: string): string {
  const pruebas = esModoPruebas(soapEnvio)
    ? ` (en el entorno de pruebas use ${USUARIO_SOL_PRUEBAS.usuario} / ${USUARIO_SOL_PRUEBAS.clave})`
    : '';
  if (codigo === '0111' || codigo === '0112' || codigo === '0113') {
    return (
      `SUNAT ${codigo}: ${descripcion}. El usuario SOL registrado no puede enviar comprobantes: use un ` +
      `usuario secundario con el perfil de facturación electrónica y regístrelo en ${DONDE_CREDENCIALES}`
    );
  }
  return (
    `SUNAT rechazó el usuario SOL (${codigo}: ${descripcion}): revise el usuario y la clave SOL en ` +
    `${DONDE_CREDENCIALES}${pruebas}`
  );
}
