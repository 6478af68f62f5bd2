import { strToU8, zipSync } from 'fflate';

/**
 * The zip SUNAT receives: `RUC-TT-SERIE-NUMERO.zip` holding the signed XML as `RUC-TT-SERIE-NUMERO.xml`.
 * The XML is stored as given (UTF-8); a fixed date keeps the zip reproducible for the same document.
 */
export function zipComprobante(nombre: string, xmlFirmado: string): { nombre: string; zip: Uint8Array } {
  const zip = zipSync({
    [`${nombre}.xml`]: [strToU8(xmlFirmado), { mtime: new Date('2020-01-01T00:00:00Z') }],
  });
  return { nombre: `${nombre}.zip`, zip };
}
