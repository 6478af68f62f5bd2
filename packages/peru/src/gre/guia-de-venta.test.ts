import { describe, expect, it } from 'vitest';
import { guiaDeVenta, type VentaParaGuia, ventaAdmiteGuia } from './guia-de-venta.ts';

const venta: VentaParaGuia = {
  tipo: '01',
  serie: 'F001',
  numero: 42,
  cliente: { tipoDocumento: '6', numero: '20100070970', nombre: ' DISTRIBUIDORA NORTE S.A. ' },
  lineas: [
    { codigo: 'CEM-42', descripcion: 'Cemento', unidad: 'bg', cantidad: '20', afectacion: '10' },
    { descripcion: 'Flete local', unidad: 'ZZ', cantidad: '1', afectacion: '10' },
    { descripcion: 'Clavos', cantidad: '2.5', afectacion: '10' },
  ],
};

describe('guiaDeVenta', () => {
  it('takes the customer, the goods (not the services) and the sale as related document', () => {
    expect(guiaDeVenta(venta, '20601030013')).toEqual({
      destinatario: { tipoDocumento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' },
      lineas: [
        { codigo: 'CEM-42', descripcion: 'Cemento', unidad: 'BG', cantidad: '20' },
        { codigo: undefined, descripcion: 'Clavos', unidad: 'NIU', cantidad: '2.5' },
      ],
      documento: { tipo: '01', numero: 'F001-42', rucEmisor: '20601030013' },
    });
  });

  it('leaves the destinatario to the user when a boleta names no customer, and no lines for services', () => {
    const boleta = guiaDeVenta(
      {
        ...venta,
        tipo: '03',
        serie: 'B001',
        cliente: { tipoDocumento: '-', numero: '', nombre: 'CLIENTES VARIOS' },
        lineas: [{ descripcion: 'Instalación', unidad: 'ZZ', cantidad: '1', afectacion: '10' }],
      },
      '20601030013',
    );
    expect(boleta).toMatchObject({
      destinatario: null,
      lineas: [],
      documento: { tipo: '03', numero: 'B001-42' },
    });
  });

  it('refuses what is not a factura or a boleta', () => {
    expect(guiaDeVenta({ ...venta, tipo: '07', serie: 'FC01' }, '20601030013')).toBe(
      'La guía se genera de una factura o una boleta: FC01-42 no lo es',
    );
  });

  it('goes with facturas and boletas SUNAT neither rejected nor saw voided', () => {
    expect(ventaAdmiteGuia({ tipo: '01', estado: 'observado' })).toBe(true);
    expect(ventaAdmiteGuia({ tipo: '08', estado: 'aceptado' })).toBe(false);
    expect(ventaAdmiteGuia({ tipo: '03', estado: 'rechazado' })).toBe(false);
  });
});
