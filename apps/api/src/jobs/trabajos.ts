import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { procesarPadron } from '../modules/consultas/importar-padron.ts';
import { asientosDeComprobantesEmitidos } from '../modules/contabilidad/events/comprobante-emitido.asiento.ts';
import { enviarComprobantes } from '../modules/facturacion/commands/enviar-comprobante.ts';
import { enviarResumen } from '../modules/facturacion/commands/enviar-resumen.ts';
import { enviarGuia } from '../modules/guias/commands/enviar-guia.ts';
import { procesarImportacion } from '../modules/importacion/procesar-importacion.ts';
import { cobranzaDeCobroPos } from '../modules/pos/caja/cobranza-contable.ts';
import type { Dependencias } from '../shared/dependencias.ts';

/** The handlers of the API's queues. A job carries its row id; the row says what to run. */
export function registrarTrabajos(deps: Dependencias): void {
  deps.cola.manejar('importacion', async (datos) => {
    const [trabajo] = await deps.db
      .select()
      .from(schema.importaciones)
      .where(eq(schema.importaciones.id, datos.importacionId));
    // A job already finished (a retry after a crash past its end) is not run twice.
    if (trabajo?.estado !== 'en_curso') return;
    if (trabajo.tipo === 'padron_ruc') await procesarPadron(deps, trabajo.id, datos.archivo);
    else await procesarImportacion(deps, trabajo, datos);
  });
  // A fetched batch of sends is read and marked together, then goes to SUNAT at once.
  deps.cola.manejarLote('envio_sunat', (lote) =>
    enviarComprobantes(
      deps,
      lote.map((d) => d.comprobanteId),
    ),
  );
  deps.cola.manejar('envio_resumen', (datos) => enviarResumen(deps, datos.resumenId));
  deps.cola.manejar('envio_guia', (datos) => enviarGuia(deps, datos.guiaId));
  // A burst of sales is posted a batch at a time: one transaction, one CUO upsert, one INSERT each.
  deps.cola.manejarLote('contabilizar_comprobante', (lote) => asientosDeComprobantesEmitidos(deps, lote));
  deps.cola.manejar('cobranza_pos', (datos) => cobranzaDeCobroPos(deps, datos.cobroId));
}
