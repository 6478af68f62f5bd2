import { describe, expect, it } from 'vitest';
import {
  calculoDeVenta,
  entradaDeVenta,
  formularioVentaInicial,
  lineaVentaVacia,
  tasaDeVenta,
  type VentaForm,
} from './venta-form';

const HOY = '2026-11-20';

function formulario(cambios: Partial<VentaForm> = {}): VentaForm {
  return {
    ...formularioVentaInicial(HOY),
    cliente: { tipoDocumento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS', direccion: '' },
    serie: 'F100',
    numero: '12',
    lineas: [
      { ...lineaVentaVacia(), cuenta: '70121', cuentaEtiqueta: '70121 - Mercaderías', importe: '100' },
      lineaVentaVacia(),
    ],
    ...cambios,
  };
}

describe('the sales form', () => {
  it('totals the typed lines at the rate of the date until a total is typed', () => {
    const f = formulario();
    const c = calculoDeVenta(f, tasaDeVenta(f, HOY));
    expect(c.errores).toEqual([]);
    expect(c.importes).toMatchObject({ baseGravada: '100.00', igv: '18.00', total: '118.00' });
    const conTotal = calculoDeVenta({ ...f, total: '118.50' }, '18');
    expect(conTotal.errores[0]).toBe(
      'El total 118.50 no coincide con la suma de bases, IGV y otros tributos (118.00)',
    );
  });

  it('sends the typed lines, leaves out what the type does not use and a client without number', () => {
    const f = formulario({
      tipo: '03',
      numeroFinal: '40',
      cliente: { tipoDocumento: '1', numero: '', nombre: '', direccion: '' },
      modifica: { tipo: '01', serie: 'F100', numero: '1', fecha: HOY },
    });
    const e = entradaDeVenta(f, calculoDeVenta(f, '18'));
    expect(e).toMatchObject({
      cliente: null,
      tipo_comprobante: '03',
      numero_final: '40',
      modifica: null,
      total: '118.00',
      lineas: [{ cuenta: '70121', importe: '100', afectacion: 'gravada', glosa: null }],
    });
    const factura = entradaDeVenta(formulario({ numeroFinal: '40' }), calculoDeVenta(formulario(), '18'));
    expect(factura.numero_final).toBeNull();
    expect(factura.cliente).toMatchObject({ tipo_documento: '6', numero: '20100070970' });
  });
});
