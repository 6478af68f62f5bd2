import type { AdjuntoCorreo, Correo } from '../../../infra/correo/correo.ts';
import { formatoMonto } from '../../../infra/pdf/formato-numeros.ts';
import type { EmpresaBoleta } from '../boleta/datos-boleta.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';

/** What a message to the worker says of their payslip. */
export type BoletaMensaje = { nombre: string; neto: string; archivo: string };

const saludo = (b: BoletaMensaje) => `Estimado(a) ${b.nombre}:`;
const resumen = (empresa: EmpresaBoleta, periodo: string, b: BoletaMensaje) =>
  `${empresa.razonSocial} (RUC ${empresa.ruc}) le envía su boleta de pago del periodo ${mesAnio(periodo)}, con un neto a pagar de S/ ${formatoMonto(b.neto)}.`;

/** The mail that carries a worker's payslip PDF, already in the file store. */
export function correoBoleta(
  empresa: EmpresaBoleta,
  periodo: string,
  b: BoletaMensaje,
  para: string,
  adjunto: AdjuntoCorreo,
): Correo {
  return {
    para,
    asunto: `Boleta de pago ${mesAnio(periodo)} - ${empresa.razonSocial}`,
    texto: [saludo(b), resumen(empresa, periodo, b), `Adjuntamos su boleta (${b.archivo}).`].join('\n\n'),
    adjuntos: [adjunto],
  };
}

/** The WhatsApp text: the period, the net pay and the payslip's file to ask for it by. */
export const textoWhatsappBoleta = (empresa: EmpresaBoleta, periodo: string, b: BoletaMensaje) =>
  [
    `Hola ${b.nombre}.`,
    resumen(empresa, periodo, b),
    `Boleta: ${b.archivo}. Puede solicitarla en PDF a su empleador o recibirla por correo.`,
  ].join(' ');
