import { type Db, schema } from '@kipu/db';
import { UMBRAL_BOLETA_SIN_CLIENTE } from '@kipu/peru/contabilidad/comprobantes-venta';
import { documentoDeCatalogo06, problemaDocumentoPle } from '@kipu/peru/ple/tablas';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { entradaInvalida } from '../../../shared/errores.ts';
import { type PersonaDeDocumento, personaDeDocumento } from '../documentos/persona-de-documento.ts';
import type { EntradaVenta, VentaValidada } from './entrada-venta.ts';

/** The client as the register names it; without one, the company's CLIENTES VARIOS (no document). */
export type ClienteVenta = PersonaDeDocumento & { varios?: boolean };

/** The company's anonymous buyer, whose receivables the unnamed sales carry. */
async function clientesVarios(db: Db, empresaId: string): Promise<ClienteVenta> {
  const p = schema.personas;
  const [fila] = await db
    .select({ id: p.id, nombre: p.razonSocial })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.isDefault, true), eq(p.tipo, 'cliente'), isNull(p.deletedAt)))
    .limit(1);
  return {
    id: fila?.id ?? null,
    tipoDocumento: '-',
    numero: '-',
    nombre: fila?.nombre ?? 'CLIENTES VARIOS',
    varios: true,
  };
}

/** Whether the sale may name no client: its type, a range (a day's summary) or a boleta under S/ 700. */
function puedeOmitirCliente(v: VentaValidada): boolean {
  if (v.regla.sinCliente || v.numeroFinal) return true;
  const totalSoles = new Decimal(v.calculo.importes.total).times(v.tipoCambio);
  return (v.regla.codigo === '03' || v.regla.codigo === '00') && totalSoles.lt(UMBRAL_BOLETA_SIN_CLIENTE);
}

/**
 * The sale's client: a person of the company by id (another company's is FORBIDDEN), or by its
 * catálogo 06 document — registered with the sale when new, so its receivables can be matched. A factura
 * names a client with RUC unless it is an export to a client abroad; boletas of S/ 700 or more name
 * their buyer.
 */
export async function clienteDeVenta(
  db: Db,
  empresaId: string,
  e: EntradaVenta,
  v: VentaValidada,
): Promise<ClienteVenta> {
  const cliente = await personaDeDocumento(db, empresaId, 'cliente', e.cliente_id, e.cliente);
  if (!cliente) {
    if (!puedeOmitirCliente(v))
      throw entradaInvalida(
        v.regla.codigo === '03'
          ? `Una boleta de S/ ${UMBRAL_BOLETA_SIN_CLIENTE} o más identifica al cliente`
          : 'Indique el cliente',
      );
    return clientesVarios(db, empresaId);
  }
  // The 14.1 takes the number as SUNAT's tabla 2 has it (no dashes, lengths by type).
  const tabla2 = documentoDeCatalogo06(cliente.tipoDocumento);
  const problema = tabla2 ? problemaDocumentoPle(tabla2, cliente.numero) : undefined;
  if (problema) throw entradaInvalida(`Número de documento del cliente: ${problema}`);
  const exportacion = new Decimal(v.calculo.importes.exportacion).gt(0);
  if (v.regla.conRuc && cliente.tipoDocumento !== '6' && !exportacion)
    throw entradaInvalida(`${v.regla.nombre}: el cliente debe identificarse con su RUC`);
  return cliente;
}
