import type { schema } from '@kipu/db';

/** Documents the platform numbers but never sends to SUNAT (catálogo 01 has no code for them). */
export type TipoInterno = '97' | '98' | '99';

export type FilaDocumentoInterno = typeof schema.documentosInternos.$inferSelect;

type Definicion = {
  /** In a sentence: "la proforma PR01-3". */
  nombre: string;
  /** The printed title. */
  titulo: string;
  /** 97 is addressed to a supplier; the others to a customer. */
  persona: 'cliente' | 'proveedor';
  /** What fecha_vencimiento means on this document, as printed. */
  vencimiento: string;
};

export const TIPOS_INTERNOS: Readonly<Record<TipoInterno, Definicion>> = {
  '97': {
    nombre: 'orden de compra',
    titulo: 'ORDEN DE COMPRA',
    persona: 'proveedor',
    vencimiento: 'Fecha de entrega',
  },
  '98': { nombre: 'proforma', titulo: 'PROFORMA', persona: 'cliente', vencimiento: 'Válida hasta' },
  '99': { nombre: 'nota de venta', titulo: 'NOTA DE VENTA', persona: 'cliente', vencimiento: 'Vencimiento' },
};

export const esTipoInterno = (tipo: string): tipo is TipoInterno => tipo in TIPOS_INTERNOS;

export const serieNumeroInterno = (d: { serie: string; numero: number }) => `${d.serie}-${d.numero}`;

/** "la proforma PR01-3", for messages. */
export const nombreDe = (d: FilaDocumentoInterno) =>
  `la ${TIPOS_INTERNOS[d.tipo].nombre} ${serieNumeroInterno(d)}`;
