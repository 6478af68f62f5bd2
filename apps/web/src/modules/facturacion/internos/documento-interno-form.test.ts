import { calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { describe, expect, it } from 'vitest';
import {
  type DocumentoInternoForm,
  entradaInterna,
  erroresInternos,
  etiquetaEstado,
  formularioInterno,
  inputInterno,
} from './documento-interno-form';

const HOY = '2026-11-23';

function conLinea(f: DocumentoInternoForm, monto: string): DocumentoInternoForm {
  const [linea] = f.lineas;
  if (!linea) throw new Error('sin línea');
  return { ...f, lineas: [{ ...linea, descripcion: 'Refrigeradora', monto }] };
}

describe('formularioInterno', () => {
  it('starts a proforma valid for 15 days to CLIENTES VARIOS, and an orden de compra to a RUC', () => {
    expect(formularioInterno('98', HOY)).toMatchObject({
      fechaVencimiento: '2026-12-08',
      cliente: { tipoDocumento: '-', nombre: 'CLIENTES VARIOS' },
    });
    expect(formularioInterno('97', HOY)).toMatchObject({
      fechaVencimiento: '',
      cliente: { tipoDocumento: '6' },
    });
    expect(formularioInterno('99', HOY).fechaVencimiento).toBe('');
  });
});

describe('erroresInternos', () => {
  it('lets a nota de venta to an unidentified customer pass S/ 700, as the server does', () => {
    const f = conLinea(formularioInterno('99', HOY), '1500');
    const c = calcularComprobante(entradaInterna(f, 'precio_unitario', HOY));
    expect(c.importeTotal).toBe('1500.00');
    expect(c.errores.map((e) => e.mensaje)).toEqual([
      'Una boleta de más de S/ 700.00 requiere el documento real del cliente (el total es S/ 1500.00)',
    ]);
    expect(erroresInternos(c, '99', f)).toEqual([]);
  });

  it("names the supplier of an orden de compra and asks for a proforma's validity", () => {
    const orden = conLinea(formularioInterno('97', HOY), '10');
    const c = calcularComprobante(entradaInterna(orden, 'precio_unitario', HOY));
    expect(erroresInternos(c, '97', orden)).toEqual([
      'Falta el nombre o razón social del proveedor',
      'El RUC del proveedor no es válido',
    ]);
    const proforma = { ...conLinea(formularioInterno('98', HOY), '10'), fechaVencimiento: '' };
    const p = calcularComprobante(entradaInterna(proforma, 'precio_unitario', HOY));
    expect(erroresInternos(p, '98', proforma)).toEqual(['Indique hasta qué fecha es válida la proforma']);
    const vacia = formularioInterno('99', HOY);
    expect(
      erroresInternos(calcularComprobante(entradaInterna(vacia, 'valor_unitario', HOY)), '99', vacia),
    ).toEqual(['El documento debe tener al menos un ítem']);
  });
});

describe('inputInterno', () => {
  it('sends the person, the lines per the basis, the validity and no payment form', () => {
    const f = { ...conLinea(formularioInterno('98', HOY), '118'), serie: 'PR02', observaciones: ' Stock ' };
    expect(inputInterno(f, 'precio_unitario', '98')).toEqual({
      tipo: '98',
      serie: 'PR02',
      fecha_vencimiento: '2026-12-08',
      observaciones: 'Stock',
      persona: { tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
      lineas: [
        {
          descripcion: 'Refrigeradora',
          cantidad: '1',
          afectacion: '10',
          precio_unitario: '118',
          unidad: 'NIU',
        },
      ],
    });
    const nota = conLinea(formularioInterno('99', HOY), '100');
    expect(inputInterno(nota, 'valor_unitario', '99')).not.toHaveProperty('fecha_vencimiento');
    expect(inputInterno(nota, 'valor_unitario', '99').lineas[0]).toMatchObject({ valor_unitario: '100' });
  });
});

describe('etiquetaEstado', () => {
  it('tells voided, converted, expired and emitted documents apart', () => {
    expect(etiquetaEstado({ estado: 'anulado', vencida: false }).texto).toBe('Anulado');
    expect(etiquetaEstado({ estado: 'convertido', vencida: false }).texto).toBe('Convertido');
    expect(etiquetaEstado({ estado: 'emitido', vencida: true }).texto).toBe('Vencida');
    expect(etiquetaEstado({ estado: 'emitido', vencida: false }).texto).toBe('Emitido');
  });
});
