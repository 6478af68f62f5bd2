import type { Emisor } from '@kipu/peru';
import { limpio } from '../../infra/pdf/formato-texto.ts';

/** The issuer of a printed document, with what only the page shows. */
export type EmisorPdf = Emisor & {
  /** A PNG or JPEG data URL; anything else is left out (documents fetch no URL and read no file). */
  logo?: string | null;
  telefono?: string | null;
  email?: string | null;
};

/** The issuer's texts as every printed representation's header shows them. */
export type EmisorImpreso = {
  razonSocial: string;
  nombreComercial: string;
  ruc: string;
  direccion: string;
  contacto: string;
};

const IMAGEN = /^data:image\/(png|jpeg|jpg);base64,[A-Za-z0-9+/=\s]+$/;

function direccionEmisor(e: Emisor): string {
  const d = e.direccion;
  const calle = [d.direccion, d.urbanizacion].map(limpio).filter(Boolean).join(', ');
  const lugar = [d.distrito, d.provincia, d.departamento].map(limpio).filter(Boolean).join(' - ');
  return [calle, lugar].filter(Boolean).join(' - ');
}

/** The header's texts and the logo, when it is an image pdfmake can embed. */
export function emisorImpreso(emisor: EmisorPdf): { emisor: EmisorImpreso; logo: string | undefined } {
  const contacto = [emisor.telefono && `Tel.: ${limpio(emisor.telefono)}`, limpio(emisor.email ?? '')]
    .filter(Boolean)
    .join(' · ');
  return {
    emisor: {
      razonSocial: limpio(emisor.razonSocial),
      nombreComercial: limpio(emisor.nombreComercial),
      ruc: emisor.ruc,
      direccion: direccionEmisor(emisor),
      contacto,
    },
    logo: emisor.logo && IMAGEN.test(emisor.logo) ? emisor.logo : undefined,
  };
}
