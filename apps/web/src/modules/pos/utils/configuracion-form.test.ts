import { vocabularioPos } from '@kipu/peru/pos/vocabulario';
import { describe, expect, it } from 'vitest';
import { entradaCaja, validarCajaForm } from './caja-form';
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
    const caja = {
      zona_id: null,
      codigo: '',
      descripcion: 'Caja 1',
      cuenta_financiera_id: null,
      habilitada: true,
    };
    expect(validarCajaForm(caja)).toEqual({ zona_id: 'Seleccione la zona', codigo: 'Ingrese el código' });
    expect(entradaCaja({ ...caja, zona_id: 'z', codigo: 'C1' }).habilitada).toBe(true);
    expect(validarCocinaForm({ codigo: 'K1', nombre: ' ' })).toEqual({ nombre: 'Ingrese el nombre' });
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
