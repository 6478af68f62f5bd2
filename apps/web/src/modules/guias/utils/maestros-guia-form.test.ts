import { describe, expect, it } from 'vitest';
import {
  conductorFormDe,
  entradaConductor,
  entradaTransportista,
  entradaVehiculo,
  etiquetaVehiculo,
  transportistaFormDe,
  validarConductorForm,
  validarTransportistaForm,
  validarVehiculoForm,
  vehiculoFormDe,
} from './maestros-guia-form';

describe('transportista', () => {
  it('requires RUC, name and MTC registration and trims them', () => {
    expect(Object.keys(validarTransportistaForm(transportistaFormDe(null)))).toEqual([
      'ruc',
      'razon_social',
      'registro_mtc',
    ]);
    expect(
      entradaTransportista({
        ruc: ' 20500000008 ',
        razon_social: ' TRANSPORTES ',
        registro_mtc: ' 15432cng ',
      }),
    ).toEqual({ ruc: '20500000008', razon_social: 'TRANSPORTES', registro_mtc: '15432CNG' });
  });
});

describe('vehículo', () => {
  it('sends blank optional fields as none and the authorisation number only with its entity', () => {
    const f = { ...vehiculoFormDe(null), placa: ' abc123 ', numero_autorizacion: '123' };
    expect(entradaVehiculo(f)).toEqual({
      placa: 'ABC123',
      tuce: null,
      entidad_autorizadora: null,
      numero_autorizacion: null,
      marca: null,
      descripcion: null,
      transportista_id: null,
    });
    expect(validarVehiculoForm({ ...f, entidad_autorizadora: '04', numero_autorizacion: '' })).toEqual({
      numero_autorizacion: 'Ingrese el número de la autorización',
    });
    expect(entradaVehiculo({ ...f, entidad_autorizadora: '04' }).numero_autorizacion).toBe('123');
  });

  it('is offered by plate, make and carrier', () => {
    const v = {
      id: 'v',
      placa: 'ABC123',
      marca: 'VOLVO',
      transportista_razon_social: null,
      tuce: null,
      entidad_autorizadora: null,
      numero_autorizacion: null,
      descripcion: null,
      transportista_id: null,
      deleted_at: null,
    };
    expect(etiquetaVehiculo(v)).toBe('ABC123 - VOLVO');
  });
});

describe('conductor', () => {
  it('starts as a DNI, requires its data and upper-cases the licence', () => {
    const f = conductorFormDe(null);
    expect(f.tipo_documento).toBe('1');
    expect(Object.keys(validarConductorForm(f))).toEqual([
      'numero_documento',
      'nombres',
      'apellidos',
      'licencia',
    ]);
    expect(
      entradaConductor({
        ...f,
        numero_documento: ' 45678912 ',
        nombres: ' JUAN ',
        apellidos: ' QUISPE ',
        licencia: ' q45678912 ',
        transportista_id: 't-1',
      }),
    ).toEqual({
      tipo_documento: '1',
      numero_documento: '45678912',
      nombres: 'JUAN',
      apellidos: 'QUISPE',
      licencia: 'Q45678912',
      transportista_id: 't-1',
    });
  });
});
