import type { EntradaComprobante } from '../comprobantes/calculo.ts';
import { reglaSunat } from '../texto/limites-sunat.ts';
import {
  caracterNoPermitido,
  nombreDeCaracter,
  primerErrorDeTexto,
  type ReglaTexto,
} from '../texto/texto-xml.ts';
import type { Emisor } from './comprobante.ts';

type Texto = readonly [string | undefined, ReglaTexto];

/** The free texts of a document that go into its XML, each with SUNAT's rule for its node. */
function textosDelDocumento(e: EntradaComprobante): Texto[] {
  const textos: Texto[] = [
    [e.cliente.nombre, reglaSunat('razonSocialAdquirente', 'el nombre o razón social del cliente')],
    [e.cliente.direccion, reglaSunat('direccion', 'la dirección del cliente')],
    [e.observaciones, reglaSunat('leyenda', 'las observaciones', true)],
    [e.motivo?.descripcion, reglaSunat('motivoNota', 'el sustento de la nota')],
  ];
  e.lineas.forEach((l, i) => {
    textos.push(
      [l.descripcion, reglaSunat('descripcionItem', `la descripción del ítem ${i + 1}`)],
      [l.codigo, reglaSunat('codigoProducto', `el código del ítem ${i + 1}`)],
    );
  });
  return textos;
}

function textosDelEmisor(emisor: Emisor): Texto[] {
  const d = emisor.direccion;
  return [
    [emisor.razonSocial, reglaSunat('razonSocialEmisor', 'la razón social de la empresa')],
    [emisor.nombreComercial, reglaSunat('nombreComercial', 'el nombre comercial de la empresa')],
    [d.direccion, reglaSunat('direccion', 'la dirección del local o de la empresa')],
    [d.urbanizacion, reglaSunat('urbanizacion', 'la urbanización de la empresa')],
    [d.provincia, reglaSunat('provincia', 'la provincia de la empresa')],
    [d.departamento, reglaSunat('departamento', 'el departamento de la empresa')],
    [d.distrito, reglaSunat('distrito', 'el distrito de la empresa')],
  ];
}

/** Any other string of the value (codes, numbers, dates): the XML must be able to carry it too. */
function primerCaracterNoPermitido(valor: unknown): number | undefined {
  if (typeof valor === 'string') return caracterNoPermitido(valor);
  if (valor === null || typeof valor !== 'object') return undefined;
  for (const v of Object.values(valor)) {
    const malo = primerCaracterNoPermitido(v);
    if (malo !== undefined) return malo;
  }
  return undefined;
}

/**
 * The Spanish message of the first text of a document (and of its issuer, when given) that would break
 * its XML or SUNAT's length and line rules, or undefined. Checked before a number is taken: the
 * issuer's and the customer's data may have been stored before these rules existed.
 */
export function errorDeTextoDelComprobante(e: EntradaComprobante, emisor?: Emisor): string | undefined {
  const error = primerErrorDeTexto([...(emisor ? textosDelEmisor(emisor) : []), ...textosDelDocumento(e)]);
  if (error) return error;
  const malo = primerCaracterNoPermitido([e, emisor]);
  return malo === undefined
    ? undefined
    : `Un dato del comprobante contiene un carácter no permitido (${nombreDeCaracter(malo)}): quítelo e intente nuevamente`;
}
