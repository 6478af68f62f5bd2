import { describe, expect, it } from 'vitest';
import {
  type CompraForm,
  calculoDelFormulario,
  entradaDeFormulario,
  formularioCompraInicial,
  lineaCompraVacia,
  tasaDelFormulario,
} from './compra-form';

const HOY = '2026-11-20';

function formulario(cambios: Partial<CompraForm> = {}): CompraForm {
  const f = formularioCompraInicial(HOY);
  return {
    ...f,
    proveedor: { tipoDocumento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS', direccion: '' },
    serie: 'F001',
    numero: '123',
    lineas: [
      { ...lineaCompraVacia(), cuenta: '6011', cuentaEtiqueta: '6011 - Mercaderías', base: '100' },
      lineaCompraVacia(),
    ],
    ...cambios,
  };
}

describe('the purchase form', () => {
  it('totals the typed lines at the rate of the date until a total is typed', () => {
    const f = formulario();
    const c = calculoDelFormulario(f, tasaDelFormulario(f, HOY));
    expect(c.errores).toEqual([]);
    expect(c.importes).toMatchObject({ baseGravada: '100.00', igv: '18.00', total: '118.00' });
    const mal = calculoDelFormulario({ ...f, total: '120' }, '18');
    expect(mal.errores).toEqual([
      'El total 120.00 no coincide con la suma de bases, IGV y otros tributos (118.00)',
    ]);
  });

  it('sends the lines typed, and only the sections that apply to the document', () => {
    const f = formulario({
      conDetraccion: true,
      detraccion: { codigo: '037', porcentaje: '12', constanciaNumero: '', constanciaFecha: '' },
      retencionRenta: '8',
      cuotas: [{ clave: 'q', monto: '118', vencimiento: '2026-12-20' }],
      periodo: '2026-12',
    });
    const entrada = entradaDeFormulario(f, calculoDelFormulario(f, '18'));
    expect(entrada).toMatchObject({
      tipo_comprobante: '01',
      periodo: '202612',
      total: '118.00',
      lineas: [{ cuenta: '6011', base: '100', destino_igv: 'gravada', igv: null, glosa: null }],
      detraccion: { codigo: '037', porcentaje: '12', constancia_numero: null },
      // Not a recibo por honorarios, not on credit, not a note, not abroad.
      retencion_renta: null,
      cuotas: null,
      modifica: null,
      no_domiciliado: null,
      tipo_cambio: null,
    });
  });

  it('sends the modified document of a credit note and the rate of a dollar purchase', () => {
    const f = formulario({
      tipo: '07',
      moneda: 'USD',
      tipoCambio: '3.750',
      modifica: { tipo: '01', serie: ' F001 ', numero: '9', fecha: '2026-11-01' },
      credito: true,
      cuotas: [{ clave: 'q', monto: '118', vencimiento: '2026-12-20' }],
    });
    expect(entradaDeFormulario(f, calculoDelFormulario(f, '18'))).toMatchObject({
      modifica: { tipo: '01', serie: 'F001', numero: '9', fecha: '2026-11-01' },
      tipo_cambio: '3.750',
      cuotas: [{ fecha: '2026-12-20', monto: '118' }],
    });
  });
});
