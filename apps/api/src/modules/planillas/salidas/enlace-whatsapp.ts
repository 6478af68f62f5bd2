import { celularInternacional } from '@kipu/peru/identidad/telefono';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { boletasDelTrabajador, nombreArchivoBoleta } from '../boleta/pdf-boleta.ts';
import { textoWhatsappBoleta } from './mensajes-boleta.ts';

export type EnlaceWhatsapp = { enlace: string; telefono: string; texto: string };

/**
 * A wa.me link to the worker's mobile with the payslip's period, net pay and file; a worker without a
 * Peruvian mobile is refused (WhatsApp needs the number).
 */
export async function enlaceWhatsappBoleta(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<EnlaceWhatsapp> {
  const b = await boletasDelTrabajador(deps, sesion, periodo, trabajadorId);
  const telefono = b.trabajador.telefono?.trim();
  if (!telefono) throw entradaInvalida(`El trabajador ${b.nombre} no tiene teléfono registrado`);
  const numero = celularInternacional(telefono);
  if (!numero)
    throw entradaInvalida(`El teléfono del trabajador ${b.nombre} (${telefono}) no es un celular peruano`);
  const texto = textoWhatsappBoleta(b.empresa, periodo, {
    nombre: b.nombre,
    neto: b.neto,
    archivo: nombreArchivoBoleta(periodo, b),
  });
  return {
    enlace: `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`,
    telefono: `+${numero}`,
    texto,
  };
}
