import { type DatosResumen, type EmisorResumen, escribirResumen } from './partes.ts';
import { el, grupo } from './xml.ts';

/**
 * Comunicación de baja (VoidedDocuments-1, UBL 2.0, CustomizationID 1.0): facturas and their notes
 * voided, one VoidedDocumentsLine each with the reason. Boletas are voided in the resumen diario
 * (condition 3), not here: SUNAT refuses them in an RA since 2018 (2308).
 */

/** SUNAT's VoidReasonDescription is up to 100 characters. */
export const MAXIMO_MOTIVO_BAJA = 100;

export type DocumentoBaja = {
  tipo: '01' | '07' | '08';
  serie: string;
  numero: number;
  motivo: string;
};

export type ComunicacionBaja = DatosResumen<DocumentoBaja>;

const SERIE_FACTURA = /^(F[A-Z0-9]{3}|\d{4})$/;

function validarDocumento(d: DocumentoBaja, linea: number): void {
  const donde = `Línea ${linea} de la comunicación de baja`;
  if (!['01', '07', '08'].includes(d.tipo))
    throw new RangeError(`${donde}: tipo ${d.tipo} no se da de baja por comunicación`);
  if (!SERIE_FACTURA.test(d.serie)) throw new RangeError(`${donde}: la serie ${d.serie} no es de factura`);
  if (!Number.isInteger(d.numero) || d.numero < 1 || d.numero > 99_999_999)
    throw new RangeError(`${donde}: número no válido`);
  const motivo = d.motivo.trim();
  if (motivo.length < 3 || motivo.length > MAXIMO_MOTIVO_BAJA)
    throw new RangeError(`${donde}: el motivo tiene de 3 a ${MAXIMO_MOTIVO_BAJA} caracteres`);
}

const lineaXml = (d: DocumentoBaja, linea: number) =>
  grupo('sac:VoidedDocumentsLine', [
    el('cbc:LineID', String(linea)),
    el('cbc:DocumentTypeCode', d.tipo),
    el('sac:DocumentSerialID', d.serie),
    el('sac:DocumentNumberID', String(d.numero)),
    el('sac:VoidReasonDescription', d.motivo.trim()),
  ]);

/** The unsigned VoidedDocuments; the first ext:ExtensionContent waits for the signature. */
export function construirComunicacionBaja(b: ComunicacionBaja, emisor: EmisorResumen): string {
  return escribirResumen(
    {
      raiz: 'VoidedDocuments',
      tipo: 'RA',
      customization: '1.0',
      // LineID has up to five digits.
      maximo: 99_999,
      validar: validarDocumento,
      linea: lineaXml,
    },
    b,
    emisor,
  );
}
