import { calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { describe, expect, it } from 'vitest';
import {
  agregarProducto,
  type ComprobanteForm,
  calculadasPorClave,
  entradaCalculo,
  formularioInicial,
  inputEmision,
  lineaDeProducto,
  lineaVacia,
  serieNumero,
  severidadEstado,
} from './comprobante-form';

function factura(monto: string): ComprobanteForm {
  const f = formularioInicial('01');
  return {
    ...f,
    cliente: {
      tipoDocumento: '6',
      numero: ' 20100070970 ',
      nombre: 'SUPERMERCADOS PERUANOS S.A.',
      direccion: '',
    },
    lineas: [{ ...lineaVacia(), descripcion: ' Servicio ', cantidad: '1', monto }, lineaVacia()],
  };
}

describe('inputEmision', () => {
  it('sends the typed strings, the basis field and leaves blank rows and empty fields out', () => {
    const input = inputEmision(factura('100'), 'valor_unitario');
    expect(input).toEqual({
      tipo: '01',
      cliente: { tipo_documento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS S.A.' },
      lineas: [
        { descripcion: 'Servicio', cantidad: '1', afectacion: '10', valor_unitario: '100', unidad: 'NIU' },
      ],
      forma_pago: { tipo: 'contado' },
    });
  });

  it('uses precio_unitario when the local prices with IGV, and keeps series, cuotas and observations', () => {
    const f: ComprobanteForm = {
      ...factura('118.00'),
      serie: 'F002',
      formaPago: 'credito',
      cuotas: [{ clave: 'a', monto: '118.00', vencimiento: '2026-12-31' }],
      observaciones: ' Entrega en almacén ',
    };
    const input = inputEmision(f, 'precio_unitario');
    expect(input.serie).toBe('F002');
    expect(input.lineas[0]).toMatchObject({ precio_unitario: '118.00' });
    expect(input.lineas[0]).not.toHaveProperty('valor_unitario');
    expect(input.forma_pago).toEqual({
      tipo: 'credito',
      cuotas: [{ monto: '118.00', vencimiento: '2026-12-31' }],
    });
    expect(input.observaciones).toBe('Entrega en almacén');
  });

  it('sends each typed guide with the chosen type, and the live calculation checks them', () => {
    const f: ComprobanteForm = { ...factura('100'), guias: ' T001-123,  0001-9;T001-5 ', tipoGuia: '31' };
    expect(inputEmision(f, 'valor_unitario').guias).toEqual([
      { tipo: '31', numero: 'T001-123' },
      { tipo: '31', numero: '0001-9' },
      { tipo: '31', numero: 'T001-5' },
    ]);
    const mal = calcularComprobante(
      entradaCalculo({ ...f, guias: 'F001-1' }, 'valor_unitario', '2026-05-04'),
    );
    expect(mal.errores.map((e) => e.campo)).toEqual(['guias.0']);
  });

  it('starts a boleta with CLIENTES VARIOS', () => {
    const input = inputEmision(formularioInicial('03'), 'precio_unitario');
    expect(input.cliente).toEqual({ tipo_documento: '-', numero: '-', nombre: 'CLIENTES VARIOS' });
    expect(input.lineas).toEqual([]);
  });
});

describe('entradaCalculo', () => {
  it('gives calcularComprobante what computes 100 + IGV = 118', () => {
    const c = calcularComprobante(entradaCalculo(factura('100'), 'valor_unitario', '2026-11-23'));
    expect(c.errores).toEqual([]);
    expect(c.operacionesGravadas).toBe('100.00');
    expect(c.igv).toBe('18.00');
    expect(c.importeTotal).toBe('118.00');
  });

  it('takes the price with IGV when that is the basis', () => {
    const c = calcularComprobante(entradaCalculo(factura('118'), 'precio_unitario', '2026-11-23'));
    expect(c.importeTotal).toBe('118.00');
    expect(c.operacionesGravadas).toBe('100.00');
  });

  it('lets the Spanish errors through (factura to a DNI, no lines)', () => {
    const f = {
      ...formularioInicial('01'),
      cliente: { tipoDocumento: '1', numero: '12345678', nombre: 'ANA', direccion: '' },
    };
    const c = calcularComprobante(entradaCalculo(f, 'valor_unitario', '2026-11-23'));
    const mensajes = c.errores.map((e) => e.mensaje);
    expect(mensajes).toContain('El comprobante debe tener al menos un ítem');
    expect(mensajes).toContain('Una factura solo se emite a un cliente con RUC (salvo exportación)');
  });

  it('reports cuotas that do not add up to the total', () => {
    const f: ComprobanteForm = {
      ...factura('100'),
      formaPago: 'credito',
      cuotas: [{ clave: 'a', monto: '100', vencimiento: '2026-12-31' }],
    };
    const c = calcularComprobante(entradaCalculo(f, 'valor_unitario', '2026-11-23'));
    expect(c.errores.map((e) => e.mensaje).join(' ')).toContain('Las cuotas suman 100.00');
  });
});

describe('lineaDeProducto', () => {
  const producto = {
    codigo: 'P001',
    descripcion: 'AGUA 625 ML',
    medida_id: 'NIU',
    tipo_igv: '10',
    valor_unitario: '1.6949',
    precio_unitario: '2.00',
  };
  it('prices the line per the basis', () => {
    expect(lineaDeProducto(producto, 'precio_unitario')).toMatchObject({
      codigo: 'P001',
      monto: '2.00',
      cantidad: '1',
    });
    expect(lineaDeProducto(producto, 'valor_unitario').monto).toBe('1.6949');
  });
  it('falls back to NIU and gravado', () => {
    const l = lineaDeProducto(
      { codigo: 'X', descripcion: 'X', medida_id: null, tipo_igv: null },
      'valor_unitario',
    );
    expect(l).toMatchObject({ unidad: 'NIU', afectacion: '10', monto: '' });
  });
});

describe('estado', () => {
  it('maps the states to colours and names the document', () => {
    expect(severidadEstado('aceptado')).toBe('success');
    expect(severidadEstado('observado')).toBe('warning');
    expect(severidadEstado('rechazado')).toBe('danger');
    expect(severidadEstado('pendiente')).toBe('secondary');
    expect(serieNumero('F001', 12)).toBe('F001-12');
  });
});

describe('calculadasPorClave', () => {
  it('ties each computed line to its row, skipping blank rows in between', () => {
    const f = factura('100');
    const [primera, blanca] = f.lineas;
    if (!primera || !blanca) throw new Error('two rows expected');
    const segunda = { ...lineaVacia(), descripcion: 'Otro', monto: '50' };
    const form = { ...f, lineas: [primera, blanca, segunda] };
    const c = calcularComprobante(entradaCalculo(form, 'valor_unitario', '2026-11-23'));
    const mapa = calculadasPorClave(form, c.lineas);
    expect(mapa.get(primera.clave)?.valorVenta).toBe('100.00');
    expect(mapa.has(blanca.clave)).toBe(false);
    expect(mapa.get(segunda.clave)?.valorVenta).toBe('50.00');
  });
});

describe('agregarProducto', () => {
  const agua = { codigo: 'AGUA', descripcion: 'AGUA', precio_unitario: '2.00', valor_unitario: '1.6949' };
  it('takes the blank row, then counts the same product again on its line', () => {
    const una = agregarProducto([lineaVacia()], lineaDeProducto(agua, 'precio_unitario'));
    expect(una).toHaveLength(1);
    const dos = agregarProducto(una, lineaDeProducto(agua, 'precio_unitario'));
    expect(dos).toHaveLength(1);
    expect(dos[0]?.cantidad).toBe('2');
  });
  it('adds another product, or the same one with a decimal quantity, as a new line', () => {
    const una = agregarProducto([], lineaDeProducto(agua, 'precio_unitario'));
    const otra = agregarProducto(una, lineaDeProducto({ ...agua, codigo: 'GAS' }, 'precio_unitario'));
    expect(otra.map((l) => l.codigo)).toEqual(['AGUA', 'GAS']);
    const pesada = [{ ...lineaDeProducto(agua, 'precio_unitario'), cantidad: '1.5' }];
    expect(agregarProducto(pesada, lineaDeProducto(agua, 'precio_unitario'))).toHaveLength(2);
  });
});
