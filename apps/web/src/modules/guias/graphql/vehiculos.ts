import { graphql } from '../../../gql';

/** Vehicles, own or a carrier's (/fac/transportistas, second tab). */

export const vehiculoFieldsFragment = graphql(`
  fragment VehiculoFields on Vehiculo {
    id placa tuce entidad_autorizadora numero_autorizacion marca descripcion
    transportista_id transportista_razon_social deleted_at
  }
`);

export const vehiculosQuery = graphql(`
  query Vehiculos($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    vehiculos(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...VehiculoFields
      }
    }
  }
`);

export const excelVehiculosQuery = graphql(`
  query ExcelVehiculos($param: String, $eliminados: Boolean) {
    excelVehiculos(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createVehiculoMutation = graphql(`
  mutation CreateVehiculo($input: VehiculoInput!) {
    createVehiculo(input: $input) {
      ...VehiculoFields
    }
  }
`);

export const updateVehiculoMutation = graphql(`
  mutation UpdateVehiculo($id: String!, $input: VehiculoInput!) {
    updateVehiculo(id: $id, input: $input) {
      ...VehiculoFields
    }
  }
`);

export const deleteVehiculoMutation = graphql(`
  mutation DeleteVehiculo($id: String!) {
    deleteVehiculo(id: $id) {
      ...VehiculoFields
    }
  }
`);

export const activateVehiculoMutation = graphql(`
  mutation ActivateVehiculo($id: String!) {
    activateVehiculo(id: $id) {
      ...VehiculoFields
    }
  }
`);
