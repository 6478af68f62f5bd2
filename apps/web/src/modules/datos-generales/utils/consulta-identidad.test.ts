import { describe, expect, it } from 'vitest';
import {
  aplicarConsulta,
  consultaPosible,
  conValorActual,
  datosDeDni,
  datosDeRuc,
} from './consulta-identidad';

describe('identity look-ups in the forms', () => {
  it('asks only for a valid RUC or DNI of the chosen type', () => {
    expect(consultaPosible('6', '20100070970')).toBe('ruc');
    expect(consultaPosible('6', '20100070971')).toBeNull();
    expect(consultaPosible('1', '45678912')).toBe('dni');
    expect(consultaPosible('1', '4567891')).toBeNull();
    expect(consultaPosible('4', '45678912')).toBeNull();
  });

  it('fills razón social, address, ubigeo, state and condition from a RUC and keeps the warning apart', () => {
    const form = {
      razon_social: '',
      direccion: 'x',
      email: 'a@b.pe',
      ubigeo: null,
      estado: null,
      condicion: null,
    };
    const datos = datosDeRuc({
      razon_social: 'EMPRESA NO HABIDA S.A.C.',
      estado: 'ACTIVO',
      condicion: 'NO HABIDO',
      ubigeo: '150101',
      direccion: '-',
      advertencia: 'Contribuyente NO HABIDO',
    });
    const lleno = aplicarConsulta(form, datos);
    expect(lleno).toEqual({
      razon_social: 'EMPRESA NO HABIDA S.A.C.',
      direccion: '',
      email: 'a@b.pe',
      ubigeo: { value: '150101', label: '150101' },
      estado: 'ACTIVO',
      condicion: 'NO HABIDO',
    });
    expect(datos.advertencia).toBe('Contribuyente NO HABIDO');
  });

  it('names a DNI holder surnames first and leaves the other fields as typed', () => {
    const datos = datosDeDni({
      nombres: 'Rosa María',
      apellido_paterno: 'Huamán',
      apellido_materno: 'Torres',
    });
    expect(datos.razon_social).toBe('HUAMÁN TORRES ROSA MARÍA');
    expect(aplicarConsulta({ razon_social: '', direccion: 'Jr. Lima 1' }, datos)).toEqual({
      razon_social: 'HUAMÁN TORRES ROSA MARÍA',
      direccion: 'Jr. Lima 1',
    });
  });

  it('adds a looked-up state the options lack', () => {
    const opciones = [{ value: 'ACTIVO', label: 'ACTIVO' }];
    expect(conValorActual(opciones, 'SUSPENSION TEMPORAL').map((o) => o.value)).toEqual([
      'ACTIVO',
      'SUSPENSION TEMPORAL',
    ]);
    expect(conValorActual(opciones, 'ACTIVO')).toHaveLength(1);
  });
});
