import { vocabularioPos } from '@kipu/peru/pos/vocabulario';
import { describe, expect, it } from 'vitest';
import { cajaFormDe, entradaCaja, opcionesCuentaCaja, validarCajaForm } from './caja-form';
import { validarCocinaForm } from './cocina-form';
import { entradaMesa, mesaFormDe, validarMesaForm } from './mesa-form';
import { entradaRuta, RUTA_VACIA, validarRuta } from './rutas-cocina';
import { entradaStaff, nombreRol, validarStaffForm } from './staff-form';
import { entradaZona, validarZonaForm, zonaFormDe } from './zona-form';

const RESTAURANTE = vocabularioPos('restaurante');
const BAR = vocabularioPos('bar');
const HOTEL = vocabularioPos('hotel');

describe('formularios de configuración del salón', () => {
  it('exige código y descripción de la zona y recorta lo escrito', () => {
    expect(validarZonaForm(zonaFormDe(null))).toEqual({
      codigo: 'Ingrese el código',
      descripcion: 'Ingrese la descripción',
    });
    expect(entradaZona({ codigo: ' S1 ', descripcion: ' Salón ', control_mesa: true })).toEqual({
      codigo: 'S1',
      descripcion: 'Salón',
      control_mesa: true,
    });
  });

  it('exige la zona de la mesa y envía su lugar', () => {
    expect(validarMesaForm(mesaFormDe(null, null), RESTAURANTE)).toEqual({
      zona_id: 'Seleccione la zona',
      codigo: 'Ingrese el código',
    });
    expect(validarMesaForm(mesaFormDe(null, null), HOTEL).zona_id).toBe('Seleccione el piso');
    expect(entradaMesa({ zona_id: 'z', codigo: ' 3 ', descripcion: '' }, { pos_x: 2, pos_y: 0 })).toEqual({
      zona_id: 'z',
      codigo: '3',
      descripcion: '',
      pos_x: 2,
      pos_y: 0,
    });
  });

  it('valida la caja y la cocina', () => {
    const caja = { zona_id: null, codigo: '', descripcion: 'Caja 1', cuenta: null, habilitada: true };
    expect(validarCajaForm(caja)).toEqual({
      zona_id: 'Seleccione la zona',
      codigo: 'Ingrese el código',
      cuenta: 'Seleccione la cuenta de la caja',
    });
    expect(validarCocinaForm({ codigo: 'K1', nombre: ' ' })).toEqual({ nombre: 'Ingrese el nombre' });
  });

  it('ofrece las cuentas financieras en soles y las cuentas de caja del plan, y envía la elegida', () => {
    const opciones = opcionesCuentaCaja([
      {
        cuenta_financiera_id: 'f1',
        pcge_id: 'p1041',
        pcge_codigo: '1041',
        descripcion: 'BCP SOLES',
        tipo: 'banco',
      },
      { cuenta_financiera_id: null, pcge_id: 'p101', pcge_codigo: '101', descripcion: 'Caja', tipo: 'caja' },
    ]);
    expect(opciones).toEqual([
      { value: 'cf:f1', label: '1041 - BCP SOLES' },
      { value: 'pc:p101', label: '101 - Caja (plan de cuentas)' },
    ]);
    const caja = { zona_id: 'z', codigo: ' C1 ', descripcion: 'Caja 1', cuenta: 'pc:p101', habilitada: true };
    expect(validarCajaForm(caja)).toEqual({});
    expect(entradaCaja(caja)).toEqual({
      zona_id: 'z',
      codigo: 'C1',
      descripcion: 'Caja 1',
      cuenta_financiera_id: null,
      cuenta_contable_id: 'p101',
      habilitada: true,
    });
    expect(entradaCaja({ ...caja, cuenta: 'cf:f1' })).toMatchObject({
      cuenta_financiera_id: 'f1',
      cuenta_contable_id: null,
    });
    // A box saved before the account was required opens with none chosen.
    expect(
      cajaFormDe({
        id: 'c',
        zona_id: 'z',
        codigo: 'C1',
        descripcion: 'Caja',
        cuenta_financiera_id: null,
        habilitada: true,
      }).cuenta,
    ).toBeNull();
  });

  it('pide la cocina solo al cocinero', () => {
    const usuario = '3f2b8c1e-1d2a-4b5c-9e8f-0a1b2c3d4e5f';
    expect(validarStaffForm({ usuario_id: 'juan', rol: null, cocina_id: null }, RESTAURANTE)).toEqual({
      usuario_id: 'Identificador de usuario no válido',
      rol: 'Seleccione el rol',
    });
    expect(validarStaffForm({ usuario_id: usuario, rol: 'cocinero', cocina_id: null }, RESTAURANTE)).toEqual({
      cocina_id: 'Seleccione la cocina del cocinero',
    });
    expect(validarStaffForm({ usuario_id: usuario, rol: 'cocinero', cocina_id: null }, BAR)).toEqual({
      cocina_id: 'Seleccione la barra del bartender',
    });
    expect(entradaStaff({ usuario_id: usuario, rol: 'mozo', cocina_id: 'k' }).cocina_id).toBeNull();
    expect(nombreRol('cajero', BAR)).toBe('Cajero');
    expect(nombreRol('cocinero', BAR)).toBe('Bartender');
    expect(nombreRol('mozo', vocabularioPos('comercial'))).toBe('Vendedor');
  });

  it('envía la ruta por categoría o por producto', () => {
    expect(validarRuta(RUTA_VACIA)).toEqual({
      cocina_id: 'Seleccione la cocina',
      destino_id: 'Seleccione la categoría',
    });
    expect(entradaRuta({ cocina_id: 'k', tipo: 'producto', destino_id: 'p' })).toEqual({
      cocina_id: 'k',
      categoria_id: null,
      producto_id: 'p',
    });
  });
});
