import type { Db } from '@kipu/db';
import type { ReglaComprobanteCompra } from '@kipu/peru/contabilidad/comprobantes-compra';
import { entradaInvalida } from '../../../shared/errores.ts';
import { type PersonaDeDocumento, personaDeDocumento } from '../documentos/persona-de-documento.ts';
import type { EntradaCompra } from './entrada-compra.ts';

/** The supplier as the registers name it; `nuevo` when it is not yet among the company's suppliers. */
export type ProveedorCompra = PersonaDeDocumento;

function exigirDocumento(regla: ReglaComprobanteCompra, tipoDocumento: string) {
  if (regla.conRuc && tipoDocumento !== '6')
    throw entradaInvalida(`${regla.nombre}: el proveedor debe identificarse con su RUC`);
  if (regla.noDomiciliado && (tipoDocumento === '6' || tipoDocumento === '1'))
    throw entradaInvalida(
      'Un proveedor no domiciliado se identifica con su documento del exterior, no con RUC ni DNI',
    );
}

/**
 * The purchase's supplier: a supplier of the company by id (another company's is FORBIDDEN), or by its
 * catálogo 06 document — found among the company's suppliers, or else checked to be created with the
 * purchase, so its payables can be matched later.
 */
export async function proveedorDeCompra(
  db: Db,
  empresaId: string,
  e: EntradaCompra,
  regla: ReglaComprobanteCompra,
): Promise<ProveedorCompra> {
  const proveedor = await personaDeDocumento(db, empresaId, 'proveedor', e.proveedor_id, e.proveedor);
  if (!proveedor) throw entradaInvalida('Indique el proveedor');
  exigirDocumento(regla, proveedor.tipoDocumento);
  return proveedor;
}
