import { builder } from '../../builder.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import { registrarMaestro } from '../../shared/registrar-maestro.ts';
import { type ConductorEntrada, type ConductorVista, conductores } from './conductores.ts';
import { type TransportistaEntrada, type TransportistaVista, transportistas } from './transportistas.ts';
import { type VehiculoEntrada, type VehiculoVista, vehiculos } from './vehiculos.ts';

// One permission (FAC003001) keeps and reads the three masters: the /fac/transportistas screen.
const comun = { permiso: PERMISO.maestrosGuia, lectura: ALCANCE.maestrosGuia } as const;

const Transportista = builder.objectRef<TransportistaVista>('Transportista').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razon_social'),
    registro_mtc: t.exposeString('registro_mtc'),
    activo: t.exposeBoolean('activo'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<TransportistaVista, TransportistaEntrada>({
  ...transportistas,
  ...comun,
  nombre: 'Transportista',
  lista: 'transportistas',
  excel: 'excelTransportistas',
  pagina: 'PaginaTransportistas',
  descripcion: 'Carriers the guías de remisión name',
  tipo: Transportista,
  entrada: builder.inputType('TransportistaInput', {
    fields: (t) => ({
      ruc: t.string(),
      razon_social: t.string(),
      registro_mtc: t.string(),
      activo: t.boolean({ required: false }),
    }),
  }),
});

const Vehiculo = builder.objectRef<VehiculoVista>('Vehiculo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    placa: t.exposeString('placa'),
    tuce: t.exposeString('tuce', { nullable: true }),
    entidad_autorizadora: t.exposeString('entidad_autorizadora', { nullable: true }),
    numero_autorizacion: t.exposeString('numero_autorizacion', { nullable: true }),
    marca: t.exposeString('marca', { nullable: true }),
    descripcion: t.exposeString('descripcion', { nullable: true }),
    transportista_id: t.exposeString('transportista_id', { nullable: true }),
    transportista_razon_social: t.exposeString('transportista_razon_social', { nullable: true }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<VehiculoVista, VehiculoEntrada>({
  ...vehiculos,
  ...comun,
  nombre: 'Vehiculo',
  lista: 'vehiculos',
  excel: 'excelVehiculos',
  pagina: 'PaginaVehiculos',
  descripcion: 'Vehicles (own or a carrier’s) the guías de remisión name',
  tipo: Vehiculo,
  entrada: builder.inputType('VehiculoInput', {
    fields: (t) => ({
      placa: t.string(),
      tuce: t.string({ required: false }),
      entidad_autorizadora: t.string({ required: false }),
      numero_autorizacion: t.string({ required: false }),
      marca: t.string({ required: false }),
      descripcion: t.string({ required: false }),
      transportista_id: t.string({ required: false }),
    }),
  }),
});

const Conductor = builder.objectRef<ConductorVista>('Conductor').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo_documento: t.exposeString('tipo_documento'),
    numero_documento: t.exposeString('numero_documento'),
    nombres: t.exposeString('nombres'),
    apellidos: t.exposeString('apellidos'),
    licencia: t.exposeString('licencia'),
    transportista_id: t.exposeString('transportista_id', { nullable: true }),
    transportista_razon_social: t.exposeString('transportista_razon_social', { nullable: true }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

registrarMaestro<ConductorVista, ConductorEntrada>({
  ...conductores,
  ...comun,
  nombre: 'Conductor',
  lista: 'conductores',
  excel: 'excelConductores',
  pagina: 'PaginaConductores',
  descripcion: 'Drivers the guías de remisión name',
  tipo: Conductor,
  entrada: builder.inputType('ConductorInput', {
    fields: (t) => ({
      tipo_documento: t.string(),
      numero_documento: t.string(),
      nombres: t.string(),
      apellidos: t.string(),
      licencia: t.string(),
      transportista_id: t.string({ required: false }),
    }),
  }),
});
