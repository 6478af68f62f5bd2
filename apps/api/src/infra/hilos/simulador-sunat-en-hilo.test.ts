import { crearClienteBillService } from '@kipu/peru/sunat/cliente-bill-service';
import { facturaPrueba, firmarUbl, generarLlavePrueba, zipDocumento } from '@kipu/simuladores';
import { describe, expect, it } from 'vitest';
import { iniciarSimuladorSunatEnHilo } from './simulador-sunat-en-hilo.ts';

const RUC = '20601234565';

describe('the SUNAT simulator on its own thread', () => {
  it('answers sendBill over loopback with a CDR, and closes with its thread', async () => {
    const simulador = await iniciarSimuladorSunatEnHilo();
    try {
      const cliente = crearClienteBillService({
        url: simulador.url,
        urlConsulta: simulador.urlConsulta,
        ruc: RUC,
        usuarioSol: 'MODDATOS',
        claveSol: 'moddatos',
        timeoutMs: 10_000,
      });
      const xml = firmarUbl(
        facturaPrueba({ numero: 7 }),
        generarLlavePrueba(RUC, 'EMPRESA S.A.C.'),
        'SignKipu',
      );
      const base = `${RUC}-01-F001-7`;
      const r = await cliente.enviarFactura(`${base}.zip`, zipDocumento(base, xml));
      expect(r).toMatchObject({ estado: 'aceptado', codigo: '0', documento: 'F001-7' });
      // Registered in the thread's own memory: the same document again is a repeat (1033).
      await expect(cliente.enviarFactura(`${base}.zip`, zipDocumento(base, xml))).rejects.toMatchObject({
        codigo: '1033',
      });
    } finally {
      await simulador.cerrar();
    }
    await expect(fetch(simulador.url, { method: 'POST' })).rejects.toThrow();
  });
});
