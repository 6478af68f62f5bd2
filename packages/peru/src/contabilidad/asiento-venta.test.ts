import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { calcularComprobante } from '../comprobantes/calculo.ts';
import { ESCENARIOS } from '../ubl/escenarios.ts';
import { asientoDeDocumento, cuadreDe, type MovimientoAsiento } from './asiento.ts';
import { CUENTAS_VENTA_POR_DEFECTO, documentoContableDeVenta } from './asiento-venta.ts';

const cuentas = { ...CUENTAS_VENTA_POR_DEFECTO, deProducto: () => undefined };

const saldo = (lineas: MovimientoAsiento[], cuenta: string, me = false) =>
  lineas
    .filter((l) => l.cuenta === cuenta)
    .reduce((s, l) => s.plus(me ? l.debeMe : l.debe).minus(me ? l.haberMe : l.haber), new Decimal(0))
    .toFixed(2);

describe('the asiento of every invoicing scenario', () => {
  it.each(Object.entries(ESCENARIOS))(
    '%s balances and carries its total to the receivable',
    (_n, entrada) => {
      // The ledger needs the rate of a dollar document; emission leaves it optional.
      const c = calcularComprobante({ ...entrada, tipoCambio: entrada.tipoCambio ?? '3.750' });
      expect(c.errores).toEqual([]);
      const lineas = asientoDeDocumento(documentoContableDeVenta(c, cuentas));
      if ('error' in lineas) {
        // Only a document without amounts (a note that changes the payment terms) has nothing to post.
        expect(lineas.error).toBe('El documento no tiene importes que contabilizar');
        expect(c.importeTotal).toBe('0.00');
        return;
      }
      expect(cuadreDe(lineas).cuadrado).toBe(true);
      const signo = entrada.tipo === '07' ? -1 : 1;
      const total = new Decimal(c.importeTotal).times(signo).toFixed(2);
      expect(saldo(lineas, '1212', entrada.moneda === 'USD')).toBe(total);
      expect(saldo(lineas, '40111', entrada.moneda === 'USD')).toBe(
        new Decimal(c.igv).plus(c.igvGratuitas).times(-signo).toFixed(2),
      );
    },
  );
});

describe('documentoContableDeVenta', () => {
  it('sends a factura gravada of goods to 70121 and its IGV to 40111', () => {
    const c = calcularComprobante(ESCENARIOS['factura gravada'] ?? expect.fail());
    const d = documentoContableDeVenta(c, cuentas);
    expect(d.cargos.filter((x) => x.monto !== '0.00')).toEqual([{ cuenta: '1212', monto: c.importeTotal }]);
    expect(d.abonos.filter((x) => x.monto !== '0.00').map((x) => x.cuenta)).toEqual(
      expect.arrayContaining(['40111']),
    );
    expect(d.reverso).toBe(false);
  });

  it("uses the product's own account when it has one, and services go to 70321", () => {
    const c = calcularComprobante({
      ...(ESCENARIOS['factura gravada'] ?? expect.fail()),
      lineas: [
        { codigo: 'P1', descripcion: 'Caja', cantidad: '1', valorUnitario: '100', afectacion: '10' },
        { descripcion: 'Instalación', unidad: 'ZZ', cantidad: '1', valorUnitario: '50', afectacion: '10' },
      ],
    });
    const d = documentoContableDeVenta(c, {
      ...cuentas,
      deProducto: (codigo) => (codigo === 'P1' ? '70122' : undefined),
    });
    expect(d.abonos.filter((x) => x.monto !== '0.00')).toEqual([
      { cuenta: '70122', monto: '100.00' },
      { cuenta: '70321', monto: '50.00' },
      { cuenta: '40111', monto: '27.00' },
    ]);
  });

  it('exports go to 70111 and the dollar amounts convert at the rate', () => {
    const c = calcularComprobante({
      ...(ESCENARIOS['factura exportacion'] ?? expect.fail()),
      moneda: 'USD',
      tipoCambio: '3.750',
    });
    const lineas = asientoDeDocumento(documentoContableDeVenta(c, cuentas));
    if ('error' in lineas) throw new Error(lineas.error);
    const ingreso = lineas.find((l) => l.cuenta.startsWith('70'));
    expect(ingreso?.haberMe).toBe(c.operacionesExportacion);
    expect(ingreso?.haber).toBe(new Decimal(c.operacionesExportacion).times('3.750').toFixed(2));
  });
});
